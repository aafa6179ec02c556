import { AppError } from '@balcao/core';
import type { ContactDeps } from './contact-deps.js';

/**
 * Asks WhatsApp, through the company's default connection, whether the number has an account, and answers
 * the number as WhatsApp knows it (a BR mobile may be registered without its 9th digit).
 * ERR_NO_DEF_WAPP_FOUND without a default connection, ERR_WAPP_INVALID_CONTACT when it has no account,
 * ERR_WAPP_CHECK_CONTACT when the check itself failed (session closed, network).
 */
export async function checkWhatsappNumber(
  deps: Pick<ContactDeps, 'channels' | 'log'>,
  companyId: number,
  number: string,
): Promise<{ number: string; lid?: string }> {
  const connection = await deps.channels.getDefault(companyId);
  let check;
  try {
    check = await deps.channels.checkNumber(companyId, connection.id, number);
  } catch (err) {
    deps.log.warn({ err, companyId }, 'checking a contact number on WhatsApp failed');
    throw new AppError('ERR_WAPP_CHECK_CONTACT');
  }
  if (!check.exists) throw new AppError('ERR_WAPP_INVALID_CONTACT');
  return { number: check.number ?? number, ...(check.lid ? { lid: check.lid } : {}) };
}
