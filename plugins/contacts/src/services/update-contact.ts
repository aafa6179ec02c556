import { afterCommit, AppError, tenant } from '@balcao/core';
import { Contact } from '../contact-model.js';
import type { ContactChanges } from '../contact-schemas.js';
import { emitContactEvent } from '../contact-events.js';
import { checkWhatsappNumber } from './check-whatsapp-number.js';
import { forgetContacts } from './contact-cache.js';
import type { ContactDeps } from './contact-deps.js';
import { refuseDuplicate } from './create-contact.js';
import { findContact } from './find-contact.js';
import { saveExtraInfo } from './save-extra-info.js';
import { isUniqueViolation } from './unique-violation.js';

/**
 * Changes the given fields (PUT /contacts/:id); extraInfo, when given, becomes the whole list. A new number is
 * checked like on create (duplicates in any form, WhatsApp); the number echoed back unchanged is not.
 * 404 ERR_NO_CONTACT_FOUND for another company's contact.
 */
export async function updateContact(
  deps: ContactDeps,
  companyId: number,
  id: number,
  changes: ContactChanges,
): Promise<Contact> {
  const current = await findContact(companyId, id);
  const { extraInfo, ...fields } = changes;
  const patch: Partial<Pick<Contact, 'name' | 'email' | 'number' | 'lid'>> = {
    ...(fields.name !== undefined ? { name: fields.name } : {}),
    ...(fields.email !== undefined ? { email: fields.email } : {}),
  };
  if (fields.number !== undefined && fields.number !== current.number) {
    await refuseDuplicate(companyId, fields.number, id);
    const onWhatsapp = await checkWhatsappNumber(deps, companyId, fields.number);
    await refuseDuplicate(companyId, onWhatsapp.number, id);
    patch.number = onWhatsapp.number;
    patch.lid = onWhatsapp.lid ?? null;
  }
  try {
    return await deps.db.transaction(async (trx) => {
      if (Object.keys(patch).length) {
        await tenant(companyId, trx)(Contact).patch(patch).where({ id });
        forgetContacts(deps, companyId, trx);
      }
      if (extraInfo) await saveExtraInfo(id, extraInfo, trx);
      const saved = await findContact(companyId, id, trx);
      afterCommit(
        trx,
        () => emitContactEvent(deps.realtime, companyId, { action: 'update', contact: saved }),
        (err) => deps.log.warn({ err }, 'contact event not sent'),
      );
      return saved;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('ERR_DUPLICATED_CONTACT');
    throw err;
  }
}
