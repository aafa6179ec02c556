import type { TableFile } from '@balcao/core';
import type { Knex } from 'knex';
import type { ContactChanges, ContactInput } from '../contact-schemas.js';
import { normaliseNumber, numberVariants } from '../number.js';
import { announceContact } from './announce-contact.js';
import { mergeContacts, type MergeDeps, type MergeOptions } from '../merge/merge-contacts.js';
import type { MergeStep } from '../merge/merge-steps.js';
import { createContact } from './create-contact.js';
import { deleteContact } from './delete-contact.js';
import {
  contactIdsNamed,
  findContact,
  findContactByKey,
  findContacts,
  reachableContacts,
} from './find-contact.js';
import { importContacts } from './import-contacts.js';
import { contactIdsMatching } from './match-contacts.js';
import { listAllContacts, listContacts } from './list-contacts.js';
import { updateContact } from './update-contact.js';
import { upsertContact } from './upsert-contact.js';

/**
 * The services bound to the kernel: what the routes and the pipeline step call, and what setup returns, so
 * another plugin (`requires: ['contacts']`) gets them with `ctx.services<ContactServices>('contacts')`.
 * Every one takes the company first: the caller's (`ctx.state.user.companyId`) or the event's, never a body's.
 */
export function contactServices(deps: MergeDeps) {
  return {
    list: listContacts,
    listAll: listAllContacts,
    /** one contact with its extraInfo; 404 ERR_NO_CONTACT_FOUND for an unknown or foreign id */
    find: (companyId: number, id: number) => findContact(companyId, id),
    /** the company's contacts among `ids`, without extraInfo; unknown and foreign ids are left out */
    findMany: (companyId: number, ids: number[]) => findContacts(companyId, ids),
    /**
     * The ids of the company's contacts whose name holds `term` (lower case), as a subquery another plugin's
     * search puts in a `whereIn` (schedules: a schedule found by its contact's name).
     */
    idsNamed: (companyId: number, term: string) => contactIdsNamed(companyId, term),
    /** the company's contacts among `ids` (a subquery) a message can go to, as a subquery: reachableContacts */
    reachable: (companyId: number, ids: Knex.QueryBuilder) => reachableContacts(deps.db, companyId, ids),
    /** the ids of the contacts whose name or number holds every word, or `digits`, as a subquery (GET /search) */
    idsMatching: (companyId: number, words: string[], digits: string | null) =>
      contactIdsMatching(deps, companyId, words, digits),
    /** the contact with this number in any of its forms (or this LID), if any */
    findByNumber: (companyId: number, key: { number?: string; lid?: string }) =>
      findContactByKey(companyId, {
        ...(key.number ? { number: normaliseNumber(key.number) } : {}),
        ...(key.lid ? { lid: key.lid } : {}),
      }),
    /**
     * The contact for a typed number (POST /tickets, campaigns): the existing one whichever form of the number
     * it has, else a new one named `name` (or the number). Emits the contact event when it created one.
     */
    upsertByNumber: async (companyId: number, input: { number: string; name?: string }) => {
      const result = await upsertContact(deps, companyId, {
        number: normaliseNumber(input.number),
        ...(input.name ? { name: input.name } : {}),
      });
      await announceContact(deps, companyId, result);
      return result.contact;
    },
    create: (companyId: number, input: ContactInput) => createContact(deps, companyId, input),
    update: (companyId: number, id: number, changes: ContactChanges) =>
      updateContact(deps, companyId, id, changes),
    delete: (companyId: number, id: number) => deleteContact(deps, companyId, id),
    import: (companyId: number, file?: TableFile) => importContacts(deps, companyId, file),
    /**
     * `mergeId` becomes `keepId` (tickets, messages, notes, extraInfo, LID or number), in one transaction;
     * 400 ERR_CONTACT_MERGE_SAME / ERR_CONTACT_MERGE_GROUP, 404 ERR_NO_CONTACT_FOUND (missing, foreign, merged).
     */
    merge: (companyId: number, keepId: number, mergeId: number, options: MergeOptions) =>
      mergeContacts(deps, companyId, keepId, mergeId, options),
    /** a plugin with its own contact_id column moves its rows here, inside the merge's transaction */
    onMerge: (name: string, step: MergeStep) => deps.mergeSteps.add(name, step),
    numberVariants,
    normaliseNumber,
  };
}

export type ContactServices = ReturnType<typeof contactServices>;
