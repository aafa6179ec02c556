import { randomUUID } from 'node:crypto';
import { afterCommit, AppError, tenant } from '@balcao/core';
import { Contact } from '../contact-model.js';
import type { ContactInput } from '../contact-schemas.js';
import { announceContact } from './announce-contact.js';
import { checkWhatsappNumber } from './check-whatsapp-number.js';
import { forgetContacts } from './contact-cache.js';
import type { ContactDeps } from './contact-deps.js';
import { findContact, findContactByKey } from './find-contact.js';
import { saveExtraInfo } from './save-extra-info.js';
import { isUniqueViolation } from './unique-violation.js';

/**
 * A contact typed by an attendant (POST /contacts). ERR_DUPLICATED_CONTACT when the company has the number in
 * any of its forms; the number must be on WhatsApp (checkWhatsappNumber) and is stored as WhatsApp knows it.
 */
export async function createContact(
  deps: ContactDeps,
  companyId: number,
  input: ContactInput,
): Promise<Contact> {
  await refuseDuplicate(companyId, input.number);
  const onWhatsapp = await checkWhatsappNumber(deps, companyId, input.number);
  if (onWhatsapp.number !== input.number) await refuseDuplicate(companyId, onWhatsapp.number);
  try {
    return await deps.db.transaction(async (trx) => {
      const contact = await tenant(
        companyId,
        trx,
      )(Contact).insertAndFetch({
        uuid: randomUUID(),
        name: input.name,
        number: onWhatsapp.number,
        lid: onWhatsapp.lid ?? null,
        email: input.email ?? '',
        isGroup: false,
      });
      forgetContacts(deps, companyId, trx);
      if (input.extraInfo?.length) await saveExtraInfo(contact.id, input.extraInfo, trx);
      const saved = await findContact(companyId, contact.id, trx);
      afterCommit(
        trx,
        () => announceContact(deps, companyId, { contact: saved, created: true, changed: false }),
        (err) => deps.log.warn({ err }, 'contact event not sent'),
      );
      return saved;
    });
  } catch (err) {
    // the same number saved by someone else meanwhile
    if (isUniqueViolation(err)) throw new AppError('ERR_DUPLICATED_CONTACT');
    throw err;
  }
}

export async function refuseDuplicate(companyId: number, number: string, exceptId?: number) {
  const found = await findContactByKey(companyId, { number });
  if (found && found.id !== exceptId) throw new AppError('ERR_DUPLICATED_CONTACT');
}
