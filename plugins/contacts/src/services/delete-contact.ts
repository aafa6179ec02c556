import { tenant } from '@balcao/core';
import { Contact } from '../contact-model.js';
import { emitContactEvent } from '../contact-events.js';
import { forgetContacts } from './contact-cache.js';
import type { ContactDeps } from './contact-deps.js';
import { throwNoContact } from './find-contact.js';

/** Deletes a contact and its extraInfo (cascade); 404 ERR_NO_CONTACT_FOUND for an unknown or foreign id. */
export async function deleteContact(deps: ContactDeps, companyId: number, id: number): Promise<void> {
  if (!(await tenant(companyId)(Contact).deleteById(id))) throwNoContact();
  forgetContacts(deps, companyId);
  emitContactEvent(deps.realtime, companyId, { action: 'delete', contactId: id });
}
