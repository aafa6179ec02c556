import type { TaxDocument } from '../document.js';
import type { OpenInvoice } from '../providers/billing-provider.js';

/** What the lookup says to the contact (Portuguese, the product's language). */

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const day = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC' });

/** 89.9 -> "R$ 89,90" (Intl puts a no-break space after R$; a plain one reads the same and copies cleanly) */
export const money = (amount: number) => brl.format(amount).replace(/\s/g, ' ');

/** "2026-12-10" -> "10/12/2026"; anything else as it came */
export function dueDay(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? day.format(new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!))) : date;
}

const docName = (document: TaxDocument) => (document.kind === 'cpf' ? 'CPF' : 'CNPJ');

export const notFound = (document: TaxDocument) =>
  `Não encontrei nenhum cadastro com o ${docName(document)} ${document.formatted}. ` +
  'Confira o número e envie novamente, ou aguarde que um atendente vai falar com você.';

export const nothingOpen = (name: string) =>
  `${greeting(name)} Não há nenhuma fatura em aberto no seu cadastro. Obrigado por estar em dia!`;

export const unavailable =
  'Não consegui consultar suas faturas agora. Por favor, tente novamente em alguns minutos ' +
  'ou aguarde que um atendente vai falar com você.';

const greeting = (name: string) => (name.trim() ? `Olá, ${name.trim()}!` : 'Olá!');

export const found = (name: string, count: number) =>
  `${greeting(name)} Encontrei ${count === 1 ? '1 fatura em aberto' : `${count} faturas em aberto`}.`;

/**
 * The messages of one boleto: its summary (due date, amount, PDF link), then the digitable line and the Pix code
 * each alone, so the contact can copy one with a long press.
 */
export function invoiceMessages(invoice: OpenInvoice): string[] {
  const summary = [
    `*Vencimento:* ${dueDay(invoice.dueDate)}`,
    ...(Number.isFinite(invoice.amount) ? [`*Valor:* ${money(invoice.amount)}`] : []),
    ...(invoice.pdfUrl ? [`*Boleto (PDF):* ${invoice.pdfUrl}`] : []),
    ...(invoice.digitableLine ? ['Linha digitável na próxima mensagem.'] : []),
    ...(invoice.pixCode ? ['Pix copia e cola logo em seguida.'] : []),
  ].join('\n');
  return [summary, invoice.digitableLine, invoice.pixCode ?? ''].filter(Boolean);
}
