import { TenantModel } from '@balcao/core';
import type { InvoiceStatus, InvoiceWire } from './contracts.js';

export type { InvoiceStatus, InvoiceWire } from './contracts.js';

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
export const invoiceWire = (i: Invoice): InvoiceWire => ({
  id: i.id,
  companyId: i.companyId,
  detail: i.detail,
  value: Number(i.value),
  dueDate: i.dueDate.toJSON(),
  status: i.status,
  paidAt: i.paidAt?.toJSON() ?? null,
  createdAt: i.createdAt?.toJSON(),
  updatedAt: i.updatedAt?.toJSON(),
});
