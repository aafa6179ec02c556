import type { PluginContext } from '@balcao/core';
import type { Contact } from '../contact-model.js';
import { numberKey } from '../number.js';
import { contactById } from './contact-by-id.js';
import type { ContactDeps, Trx } from './contact-deps.js';
import { findContactByKey, type ContactKey } from './find-contact.js';

/**
 * The company's contacts as the message step looks them up, in the kernel's cache (`ctx.cache`): a known contact's
 * next message reads no row. One key per company, dropped by every write of any of its contacts (forgetContacts):
 * a look-up's answer can change with another contact's write (a new contact with the number a LID look-up fell back
 * from, a merge), and a per-company key makes every such case right without tracking which look-ups a row answered.
 */
const contactsKey = (companyId: number) => `contacts:${companyId}`;
/** contacts by id (cachedContactById) under a key of their own: they do not use up the look-ups' members */
const contactIdsKey = (companyId: number) => `contact-ids:${companyId}`;

/** Call on every write of a `contacts` row, with the writing transaction when there is one. */
export function forgetContacts(deps: Pick<ContactDeps, 'cache'>, companyId: number, trx?: Trx): void {
  deps.cache.invalidate(contactsKey(companyId), trx);
  deps.cache.invalidate(contactIdsKey(companyId), trx);
}

/** findContactByKey through the cache; the caller gets its own copy (the cached one is shared). */
export async function cachedContactByKey(
  deps: Pick<ContactDeps, 'cache'>,
  companyId: number,
  key: ContactKey,
): Promise<Contact | undefined> {
  const member = `find:${key.number ? numberKey(key.number) : ''}|${key.lid ?? ''}|${key.bsuid ?? ''}`;
  const found = await deps.cache.memoIn(contactsKey(companyId), member, () =>
    findContactByKey(companyId, key),
  );
  return found?.$clone();
}

/**
 * One contact by id from the cache, dropped with the look-ups, read outside any transaction: what a message's ack or
 * edit shows beside the message (each message the engine sends is changed twice, sent and then delivered). The
 * caller gets its own copy.
 */
export async function cachedContactById(
  deps: Pick<PluginContext, 'cache' | 'db'>,
  companyId: number,
  id: number,
): Promise<Contact | undefined> {
  const found = await deps.cache.memoIn(contactIdsKey(companyId), id, () =>
    contactById(deps.db.tenant(companyId), id),
  );
  return found?.$clone();
}

/** Any answer derived from the company's contacts (the merge steps' "nothing to merge"), kept until one is written. */
export function cachedContactFact<T>(
  deps: Pick<ContactDeps, 'cache'>,
  companyId: number,
  member: string,
  load: () => Promise<T>,
): Promise<T> {
  return deps.cache.memoIn(contactsKey(companyId), member, load);
}
