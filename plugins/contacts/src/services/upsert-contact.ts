import { randomUUID } from 'node:crypto';
import { tenant } from '@balcao/core';
import { Contact } from '../contact-model.js';
import { bsuidNumber, digitsOf, isChatId, lidNumber, numberKey, numberVariants } from '../number.js';
import { cachedContactByKey, forgetContacts } from './contact-cache.js';
import type { ContactDeps } from './contact-deps.js';
import { findContactByKey, type ContactKey } from './find-contact.js';
import { isDeadlock, isUniqueViolation } from './unique-violation.js';

/** What WhatsApp told us about a person or a group. */
export interface ContactFacts extends ContactKey {
  /** a push name or a group subject */
  name?: string;
  isGroup?: boolean;
  /** a picture url, null when hidden or removed, undefined when not told */
  profilePicUrl?: string | null;
  /** the connection it wrote through */
  whatsappId?: number;
}

export interface UpsertedContact {
  contact: Contact;
  created: boolean;
  /** an existing row was changed */
  changed: boolean;
}

/** how the contact is looked up first: the message step's goes through the cache (cachedContactByKey) */
export type ContactLookUp = (companyId: number, key: ContactKey) => Promise<Contact | undefined>;

/** how often an upsert chosen as a deadlock victim is tried in all */
const DEADLOCK_TRIES = 8;

/**
 * One contact per person and company, whichever form of the number or LID arrives, safe when many events of
 * one person run at once: the insert ignores the (company, number key) conflict and the row is read back, so the
 * losers of a race update the winner's row instead of failing or making a second one.
 */
export async function upsertContact(
  deps: Pick<ContactDeps, 'db' | 'cache'>,
  companyId: number,
  facts: ContactFacts,
  lookUp: ContactLookUp = findContactByKey,
): Promise<UpsertedContact> {
  for (let attempt = 1; ; attempt++) {
    try {
      // a retry reads the table: what the first look-up gave may be what went wrong
      const found = await (attempt === 1 ? lookUp : findContactByKey)(companyId, facts);
      if (found) return await reconcileContact(deps, companyId, found, facts);
      const inserted = await insertIgnoringConflict(deps, companyId, facts);
      if (inserted.created) return inserted;
      return await reconcileContact(deps, companyId, inserted.contact, facts);
    } catch (err) {
      // a concurrent event gave another row the number this one was filling in: look again
      if (attempt < 3 && isUniqueViolation(err)) continue;
      // InnoDB chose this insert as a deadlock victim among simultaneous inserts of one number (outside a
      // transaction). The winner commits at once, but a burst (50 at a time on a busy machine) can pick the same
      // statement again: a few more tries, each after a short random pause so the losers do not collide again
      if (attempt < DEADLOCK_TRIES && isDeadlock(err)) {
        await new Promise((r) => setTimeout(r, attempt * (5 + Math.random() * 20)));
        continue;
      }
      throw err;
    }
  }
}

/** The number column's value for these facts: digits, the group id, or `<lid>@lid`. */
export function storedNumber(facts: ContactKey): string {
  if (facts.number) return digitsOf(facts.number);
  if (facts.lid) return lidNumber(facts.lid);
  if (facts.bsuid) return bsuidNumber(facts.bsuid);
  throw new Error('a contact needs a number, a lid or a bsuid');
}

async function insertIgnoringConflict(
  deps: Pick<ContactDeps, 'db' | 'cache'>,
  companyId: number,
  facts: ContactFacts,
): Promise<UpsertedContact> {
  const number = storedNumber(facts);
  const uuid = randomUUID();
  const now = new Date();
  await deps.db
    .tenant(companyId)('contacts')
    .insert({
      uuid,
      name: (facts.name?.trim() || (!facts.number ? (facts.lid ?? facts.bsuid ?? number) : number)).slice(
        0,
        200,
      ),
      number,
      numberKey: numberKey(number),
      lid: facts.lid ?? null,
      bsuid: facts.bsuid ?? null,
      email: '',
      profilePicUrl: facts.profilePicUrl ?? null,
      isGroup: facts.isGroup ? 1 : 0,
      whatsappId: facts.whatsappId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    // any unique conflict: the same number, or another form of it (number_key)
    .onConflict()
    .ignore();
  // read back through the cache once it is dropped: the row this look-up now answers, kept for the next message
  forgetContacts(deps, companyId);
  const contact = await cachedContactByKey(deps, companyId, facts);
  // deleted between the insert and the read: the caller's retry will insert again
  if (!contact) throw vanished('contact vanished after insert');
  return { contact, created: contact.uuid === uuid, changed: false };
}

/** Fills in what the row lacks: the number of a LID-only contact, the LID, a real name, the picture. */
export async function reconcileContact(
  deps: Pick<ContactDeps, 'cache'>,
  companyId: number,
  found: Contact,
  facts: ContactFacts,
): Promise<UpsertedContact> {
  const patch: Partial<Pick<Contact, 'number' | 'lid' | 'bsuid' | 'name' | 'profilePicUrl' | 'whatsappId'>> =
    {};
  const number = facts.number ? digitsOf(facts.number) : undefined;
  if (number && found.number !== number && isLidOnly(found)) patch.number = number;
  if (facts.lid && !found.lid) patch.lid = facts.lid;
  if (facts.bsuid && !found.bsuid) patch.bsuid = facts.bsuid;
  const name = facts.name?.trim().slice(0, 200);
  if (name && name !== found.name && nameIsPlaceholder(found)) patch.name = name;
  if (facts.profilePicUrl !== undefined && facts.profilePicUrl !== found.profilePicUrl)
    patch.profilePicUrl = facts.profilePicUrl;
  if (facts.whatsappId && facts.whatsappId !== found.whatsappId) patch.whatsappId = facts.whatsappId;
  if (!Object.keys(patch).length) return { contact: found, created: false, changed: false };
  const contact = await tenant(companyId)(Contact).patchAndFetchById(found.id, patch);
  forgetContacts(deps, companyId);
  // deleted since it was read (a cached contact another process deleted): upsertContact looks again
  if (!contact) throw vanished('contact vanished before its update');
  return { contact, created: false, changed: true };
}

/** upsertContact's retry takes it for a unique violation: look again, in the table */
const vanished = (message: string) => Object.assign(new Error(message), { code: 'ER_DUP_ENTRY' });

/** known by a LID or a BSUID only: the number, when told, takes the placeholder's place */
const isLidOnly = (c: Contact) =>
  isChatId(c.number) && (c.number.endsWith('@lid') || c.number.endsWith('@bsuid'));

/** The stored name is only the number (or LID) it was created with: a push name may replace it. */
function nameIsPlaceholder(c: Contact): boolean {
  const name = c.name.trim().replace(/[\s()+-]/g, '');
  if (!name) return true;
  const bare = c.number.replace(/@.*$/, '');
  return (
    name === c.number ||
    name === bare ||
    name === c.lid ||
    name === c.bsuid ||
    numberVariants(c.number).includes(name)
  );
}
