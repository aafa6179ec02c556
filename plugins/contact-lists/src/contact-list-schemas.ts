import { z } from 'zod';
import { atLeastOne, email, lenientBody, pageNumber, searchParam, text } from '@balcao/core';

/** Spec §5: a list's name is 2 to 50 characters. */
const listFields = z.object({ name: text(2, 50) }).strict();
// Whaticket's dialog posts the loaded record back
const listEchoes = ['id', 'createdAt', 'updatedAt', 'contactsCount'];

/** POST /contact-lists */
export const contactListBody = lenientBody(listFields, { echoes: listEchoes });
/** PUT /contact-lists/:id */
export const contactListPatch = lenientBody(atLeastOne(listFields.partial()), { echoes: listEchoes });
/** GET /contact-lists */
export const contactListPageQuery = z.object({ searchParam: searchParam(), pageNumber: pageNumber() });

/**
 * Spec §5: 8 to 50 characters as typed; stored as its digits (the contract of docs/compatibility.md), which must
 * still be 8 or more. A spreadsheet or form may give it as a number.
 */
export const itemNumber = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string({ error: 'Required' })
    .trim()
    .min(8, { error: 'Too Short!' })
    .max(50, { error: 'Too Long!' })
    .transform((typed) => typed.replace(/\D/g, ''))
    .pipe(z.string().min(8, { error: 'Invalid number' })),
);
/** A list id from a body or a query string. */
const listId = z.coerce.number({ error: 'Required' }).int().positive({ error: 'Required' });

const itemFields = z
  .object({
    name: text(2, 50),
    number: itemNumber,
    // null clears it; '' is "not given" under the lenient-body rule
    email: z.union([z.null(), email()]).optional(),
    contactListId: listId,
  })
  .strict();
const itemEchoes = ['id', 'createdAt', 'updatedAt', 'isWhatsappValid', 'contactList'];

/** POST /contact-list-items */
export const contactListItemBody = lenientBody(itemFields, { echoes: itemEchoes });
/** PUT /contact-list-items/:id: any of the fields, at least one; a new contactListId moves it */
export const contactListItemPatch = lenientBody(atLeastOne(itemFields.partial()), { echoes: itemEchoes });
/** GET /contact-list-items: Whaticket sends contactListId (and its companyId, ignored) */
export const contactListItemPageQuery = z.object({
  searchParam: searchParam(),
  pageNumber: pageNumber(),
  contactListId: z.coerce.number().int().positive().optional().catch(undefined),
});
/** GET /contact-list-items/list */
export const contactListItemListQuery = z.object({ contactListId: listId });

/** What the services take: validated values, never a request. */
export type ContactListFields = z.output<typeof contactListBody>;
export type ContactListChanges = z.output<typeof contactListPatch>;
export type ContactListPageQuery = z.output<typeof contactListPageQuery>;
export type ContactListItemFields = z.output<typeof contactListItemBody>;
export type ContactListItemChanges = z.output<typeof contactListItemPatch>;
export type ContactListItemPageQuery = z.output<typeof contactListItemPageQuery>;
