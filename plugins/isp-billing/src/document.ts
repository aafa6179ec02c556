import { cnpj, cpf } from 'cpf-cnpj-validator';

/** A CPF or CNPJ a contact typed: its digits and the masked form billing systems store. */
export interface TaxDocument {
  kind: 'cpf' | 'cnpj';
  /** 11 or 14 digits */
  digits: string;
  /** 529.982.247-25 or 11.222.333/0001-81 */
  formatted: string;
}

// the whole message is the number: digits with the usual mask characters, nothing else
const onlyDocument = /^[\d.\-/\s]+$/;

/**
 * The CPF (11 digits) or CNPJ (14 digits) a message is, with or without punctuation and with valid check digits;
 * undefined for anything else (a menu choice, a phone number, a CPF with a typo). The check digits are the
 * library's; the digits-only rule is ours, since the alphanumeric CNPJ is not what a customer types here yet.
 */
export function parseTaxDocument(text: string): TaxDocument | undefined {
  const typed = text.trim();
  if (!onlyDocument.test(typed)) return undefined;
  const digits = typed.replace(/\D/g, '');
  if (digits.length === 11 && cpf.isValid(digits))
    return { kind: 'cpf', digits, formatted: cpf.format(digits) };
  if (digits.length === 14 && cnpj.isValid(digits))
    return { kind: 'cnpj', digits, formatted: cnpj.format(digits) };
  return undefined;
}
