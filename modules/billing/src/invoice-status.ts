import type { Invoice } from './api';

export type InvoiceDisplay = 'paid' | 'overdue' | 'open';

/** Spec §4 Invoice display: Pago if paid; Vencido if unpaid and due before today; else Em Aberto. */
export function invoiceDisplay(
  invoice: Pick<Invoice, 'status' | 'dueDate'>,
  now = new Date(),
): InvoiceDisplay {
  if (invoice.status === 'paid') return 'paid';
  const due = new Date(invoice.dueDate);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return due.getTime() < today.getTime() ? 'overdue' : 'open';
}

/** Spec §2 Subscription: days to the date as the absolute difference, rounded up. */
export function daysLeft(date: string | null, now = new Date()): number {
  if (!date) return 0;
  return Math.ceil(Math.abs(new Date(date).getTime() - now.getTime()) / 86_400_000);
}
