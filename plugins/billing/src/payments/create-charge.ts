import { AppError, Company, tenant } from '@balcao/core';
import type { CheckoutInput, PixChargeWire } from '../contracts.js';
import { Invoice } from '../invoice-model.js';
import { cents } from '../gateway/gateway.js';
import type { BillingDeps } from './billing-deps.js';

/** What createCharge reads of the checkout: the invoice, and its name fields (the payer's name at the gateway). */
export type ChargeInput = Pick<CheckoutInput, 'invoiceId'> &
  Partial<Pick<CheckoutInput, 'firstName' | 'lastName'>>;

/**
 * POST /subscription: a Pix charge for one of the company's unpaid invoices. The amount is the invoice's, read
 * here; whatever price the checkout sent is ignored. Answers Whaticket's Pix shape (Gerencianet's charge with
 * `qrcode.qrcode` and `valor.original`), which its checkout and ours read.
 */
export async function createCharge(
  deps: BillingDeps,
  companyId: number,
  input: ChargeInput,
): Promise<PixChargeWire> {
  const invoice = await tenant(companyId)(Invoice).findById(input.invoiceId);
  if (!invoice) throw new AppError('ERR_NO_INVOICE_FOUND', 404);
  if (invoice.status === 'paid') throw new AppError('ERR_INVOICE_ALREADY_PAID', 400);
  const company = await Company.query().findById(companyId);
  const amount = cents(invoice.value) / 100;
  const name = [input.firstName, input.lastName].filter(Boolean).join(' ').trim();
  const charge = await deps.gateway.createPixCharge({
    invoiceId: invoice.id,
    companyId,
    amount,
    description: `${invoice.detail} (${invoice.period})`,
    dueDate: invoice.dueDate,
    payer: {
      name: name || company?.billingName || company?.name || `Empresa ${companyId}`,
      email: company?.email ?? null,
    },
  });
  await tenant(companyId)(Invoice)
    .patch({ txid: charge.txid, gateway: deps.gateway.name })
    .where({ id: invoice.id, status: 'open' });
  const now = new Date();
  return {
    txid: charge.txid,
    status: 'ATIVA',
    calendario: {
      criacao: now.toISOString(),
      expiracao: charge.expiresAt
        ? Math.max(0, Math.round((charge.expiresAt.getTime() - now.getTime()) / 1000))
        : 3600,
    },
    valor: { original: amount.toFixed(2) },
    solicitacaoPagador: invoice.detail,
    qrcode: { qrcode: charge.payload },
    invoiceId: invoice.id,
    gateway: deps.gateway.name,
  };
}
