import { afterCommit, AppError, isSqlite, tenant } from '@balcao/core';
import { Contact } from '../contact-model.js';
import { emitContactEvent } from '../contact-events.js';
import { isChatId, numberVariants } from '../number.js';
import { forgetContacts } from '../services/contact-cache.js';
import type { ContactDeps } from '../services/contact-deps.js';
import { findContact, throwNoContact } from '../services/find-contact.js';
import type { MergeSteps, Trx } from './merge-steps.js';

export interface MergeDeps extends ContactDeps {
  mergeSteps: MergeSteps;
}

export interface MergeOptions {
  /** the user who merged by hand; null when WhatsApp told us the two ids are one person */
  by: number | null;
  reason: string;
}

export interface MergeResult {
  contact: Contact;
  mergedContactId: number;
}

/**
 * Makes two contacts of a company one (a LID and a phone number that turn out to be the same person): the
 * merged contact's extraInfo moves to the kept one, its number or LID is folded in, and it is deleted, all in one
 * transaction. What other plugins keep per contact (tickets, messages, notes, schedules, campaign rows) moves in
 * their merge steps (`onMerge`), in the same transaction: the tickets plugin makes two open tickets on one
 * connection one and tells each ticket's timeline. 404 ERR_NO_CONTACT_FOUND when either is missing or another
 * company's (so a second merge is a clear 404).
 */
export async function mergeContacts(
  deps: MergeDeps,
  companyId: number,
  keepId: number,
  mergeId: number,
  options: MergeOptions,
): Promise<MergeResult> {
  if (keepId === mergeId) throw new AppError('ERR_CONTACT_MERGE_SAME');
  return deps.db.transaction(async (trx) => {
    const [keep, merge] = await lockBoth(trx, companyId, keepId, mergeId);
    if (keep.isGroup || merge.isGroup) throw new AppError('ERR_CONTACT_MERGE_GROUP');
    await deps.mergeSteps.runAll({ trx, companyId, keepId, mergeId, by: options.by, reason: options.reason });
    await moveExtraInfo(trx, keepId, mergeId);
    // the merged row goes first: the kept one may take its number, which is unique per company
    await tenant(companyId, trx)(Contact).deleteById(mergeId);
    forgetContacts(deps, companyId, trx);
    const patch = foldedIdentity(keep, merge);
    if (Object.keys(patch).length) await tenant(companyId, trx)(Contact).patch(patch).where({ id: keepId });
    const contact = await findContact(companyId, keepId, trx);
    afterCommit(
      trx,
      () => announceMerge(deps, companyId, contact, mergeId),
      (err) => deps.log.warn({ err }, 'contact merge not announced'),
    );
    return { contact, mergedContactId: mergeId };
  });
}

/** Both rows, locked (MariaDB) so a second merge of the same pair waits and then finds one gone. */
async function lockBoth(trx: Trx, companyId: number, keepId: number, mergeId: number) {
  const query = tenant(companyId, trx)(Contact).whereIn('id', [keepId, mergeId]).orderBy('id');
  const rows = isSqlite(trx) ? await query : await query.forUpdate();
  const keep = rows.find((r) => r.id === keepId);
  const merge = rows.find((r) => r.id === mergeId);
  if (!keep || !merge) throwNoContact();
  return [keep, merge] as const;
}

/** The merged contact's extraInfo fields the kept one lacks (by name) move over; the rest go with it. */
async function moveExtraInfo(trx: Trx, keepId: number, mergeId: number) {
  const keptNames: string[] = await trx('contact_custom_fields').where('contactId', keepId).pluck('name');
  await trx('contact_custom_fields')
    .where('contactId', mergeId)
    .whereNotIn('name', keptNames)
    .update({ contactId: keepId });
}

type IdentityPatch = Partial<Pick<Contact, 'number' | 'lid' | 'name' | 'email' | 'profilePicUrl'>>;

/** What the kept contact takes from the merged one: a real number, the LID, a name, email and picture it lacks. */
function foldedIdentity(keep: Contact, merge: Contact): IdentityPatch {
  const patch: IdentityPatch = {};
  if (isLidOnly(keep) && !isLidOnly(merge)) patch.number = merge.number;
  if (!keep.lid && merge.lid) patch.lid = merge.lid;
  if (nameIsPlaceholder(keep) && !nameIsPlaceholder(merge)) patch.name = merge.name;
  if (!keep.email && merge.email) patch.email = merge.email;
  if (!keep.profilePicUrl && merge.profilePicUrl) patch.profilePicUrl = merge.profilePicUrl;
  return patch;
}

const isLidOnly = (c: Contact) => isChatId(c.number) && c.number.endsWith('@lid');

function nameIsPlaceholder(c: Contact): boolean {
  const name = c.name.trim().replace(/[\s()+-]/g, '');
  const bare = c.number.replace(/@.*$/, '');
  return !name || name === bare || name === c.lid || numberVariants(c.number).includes(name);
}

function announceMerge(deps: MergeDeps, companyId: number, contact: Contact, mergedContactId: number) {
  emitContactEvent(deps.realtime, companyId, { action: 'delete', contactId: mergedContactId });
  emitContactEvent(deps.realtime, companyId, { action: 'update', contact });
}
