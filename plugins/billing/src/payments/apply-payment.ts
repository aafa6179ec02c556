import { Company, crossTenant, tenant } from '@balcao/core';
import { Invoice } from '../invoice-model.js';
import { cents, type PaymentNotice } from '../gateway/gateway.js';
import { advanceByRecurrence } from '../recurrence.js';
import type { BillingDeps } from './billing-deps.js';

export type PaymentOutcome = 'paid' | 'not-paid-event' | 'unknown-charge' | 'wrong-amount' | 'already-paid';

/**
 * An authentic payment notice: the invoice whose charge it names turns paid only when the amount paid is the
 * invoice's, and only once (a conditional UPDATE from 'open', so a replay or two deliveries at once change
 * nothing). In the same transaction the company's due date moves on by exactly one recurrence (Brasília's
 * calendar). Then `company-{id}-payment` {action: 'CONCLUIDA', company} tells its screens.
 */
export async function applyPayment(deps: BillingDeps, notice: PaymentNotice): Promise<PaymentOutcome> {
  if (!notice.paid) return 'not-paid-event';
  const invoice = await crossTenant(Invoice).where({ txid: notice.txid, gateway: deps.gateway.name }).first();
  if (!invoice) return 'unknown-charge';
  if (cents(notice.amount) !== cents(invoice.value)) {
    deps.log.warn(
      { invoiceId: invoice.id, paid: notice.amount, due: invoice.value },
      'payment amount differs',
    );
    return 'wrong-amount';
  }
  const companyId = invoice.companyId;
  const company = await deps.knex.transaction(async (trx) => {
    const changed = await tenant(
      companyId,
      trx,
    )(Invoice)
      .patch({ status: 'paid', paidAt: new Date() })
      .where({ id: invoice.id, status: 'open' });
    if (!changed) return null;
    const current = await Company.query(trx).findById(companyId);
    if (!current) return null;
    return Company.query(trx).patchAndFetchById(companyId, {
      dueDate: advanceByRecurrence(current.dueDate ?? invoice.dueDate, current.recurrence),
    });
  });
  if (!company) return 'already-paid';
  const wire = {
    id: company.id,
    name: company.name,
    dueDate: company.dueDate,
    recurrence: company.recurrence,
  };
  deps.realtime.emitToCompany(companyId, 'payment', { action: 'CONCLUIDA', company: wire });
  // an overdue company's sockets, held to billing events, come back with every right
  deps.realtime.reconnectOverdue(companyId);
  deps.realtime.emitToRoom('supers', 'company', { action: 'update', company });
  deps.log.info({ companyId, invoiceId: invoice.id, dueDate: company.dueDate }, 'invoice paid');
  return 'paid';
}
