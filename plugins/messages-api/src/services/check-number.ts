import { AppError, type Channels, type PluginContext } from '@balcao/core';

/**
 * Asks WhatsApp, through the token's own connection, whether the number has an account, and answers the number
 * as WhatsApp knows it (a BR mobile may be registered without its 9th digit). A connection whose session is
 * not open here is ERR_WAPP_NOT_INITIALIZED; a check that failed otherwise ERR_WAPP_CHECK_CONTACT; a number
 * without an account ERR_WAPP_INVALID_CONTACT (spec §8).
 */
export async function numberOnWhatsapp(
  deps: { channels: Pick<Channels, 'checkNumber'>; log: PluginContext['log'] },
  companyId: number,
  connectionId: number,
  number: string,
): Promise<string> {
  let check;
  try {
    check = await deps.channels.checkNumber(companyId, connectionId, number);
  } catch (err) {
    if (err instanceof AppError && err.code === 'ERR_WAPP_NOT_INITIALIZED') throw err;
    deps.log.warn({ err, companyId, connectionId }, 'checking a number on WhatsApp failed');
    throw new AppError('ERR_WAPP_CHECK_CONTACT');
  }
  if (!check.exists) throw new AppError('ERR_WAPP_INVALID_CONTACT');
  return check.number ?? number;
}
