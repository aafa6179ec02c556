import type { Realtime } from '@balcao/core';
import type { Contact } from './contact-model.js';

/** Whaticket's `company-{id}-contact` event, as its contacts page and ticket drawer listen for it. */
export type ContactEvent =
  { action: 'create' | 'update'; contact: Contact } | { action: 'delete'; contactId: number };

/** Emit only once the write is committed: a client that re-reads on the event must find the change. */
export function emitContactEvent(
  realtime: Pick<Realtime, 'emitToCompany'>,
  companyId: number,
  event: ContactEvent,
) {
  realtime.emitToCompany(companyId, 'contact', event);
}
