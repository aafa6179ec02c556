import { TenantModel } from '@balcao/core';

export type InvoiceStatus = 'open' | 'paid';

export class Invoice extends TenantModel {
  static override tableName = 'invoices';
  static override dateColumns = ['createdAt', 'updatedAt', 'dueDate', 'paidAt'];

  declare detail: string;
  declare status: InvoiceStatus;
  declare value: number;
  declare dueDate: Date;
  declare period: string;
  declare recurrence: string;
  declare paidAt: Date | null;
  declare txid: string | null;
  declare gateway: string | null;
}

/** What GET /invoices answers (spec §3 Invoice: id, detail, value, dueDate, status), plus when it was paid. */
export const invoiceWire = (i: Invoice) => ({
  id: i.id,
  companyId: i.companyId,
  detail: i.detail,
  value: Number(i.value),
  dueDate: i.dueDate,
  status: i.status,
  paidAt: i.paidAt,
  createdAt: i.createdAt,
  updatedAt: i.updatedAt,
});
export type InvoiceWire = ReturnType<typeof invoiceWire>;
