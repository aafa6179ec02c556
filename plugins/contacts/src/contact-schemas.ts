import { z } from 'zod';
import { atLeastOne, email, lenientBody, pageNumber, searchParam, text } from '@balcao/core';
import { normaliseNumber } from './number.js';

/** Spec §5: 8 to 50 characters as typed, then digits with country code (or a group/LID id kept as stored). */
export const contactNumber = z
  .string({ error: 'Required' })
  .trim()
  .min(8, { error: 'Too Short!' })
  .max(50, { error: 'Too Long!' })
  .transform(normaliseNumber)
  .pipe(z.string().regex(/^(\d{8,20}|\d+@(g\.us|lid))$/, { error: 'Invalid number' }));

/** One extraInfo pair; the form posts back the loaded ones with their id (kept: it says which row to change). */
const extraInfoItem = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    name: text(1, 200),
    value: z.string().trim().max(1000, { error: 'Too Long!' }).default(''),
    // echoes of a loaded pair
    contactId: z.unknown().optional(),
    createdAt: z.unknown().optional(),
    updatedAt: z.unknown().optional(),
  })
  .strict()
  .transform(({ id, name, value }) => ({ ...(id ? { id } : {}), name, value }));

const contactFields = z
  .object({
    name: text(2, 50),
    number: contactNumber,
    email: email().optional(),
    extraInfo: z.array(extraInfoItem).max(100).optional(),
  })
  .strict();

// Whaticket's contact form posts back the contact as it loaded it
const echoes = [
  'id',
  'uuid',
  'profilePicUrl',
  'isGroup',
  'lid',
  'whatsappId',
  'whatsapp',
  'tickets',
  'tags',
  'createdAt',
  'updatedAt',
];

/** POST /contacts */
export const contactBody = lenientBody(contactFields, { echoes });
/** PUT /contacts/:id: any of the fields, at least one; extraInfo, when given, is the whole new list */
export const contactPatch = lenientBody(atLeastOne(contactFields.partial()), { echoes });

/** GET /contacts */
export const contactListQuery = z.object({ searchParam: searchParam(), pageNumber: pageNumber() });
/** GET /contacts/list: Whaticket sends its companyId (ignored: the caller's company is the one listed) */
export const contactSimpleListQuery = z.object({
  name: z.string().max(200).optional(),
  companyId: z.string().max(20).optional(),
});

export type ContactInput = z.output<typeof contactBody>;
export type ContactChanges = z.output<typeof contactPatch>;
export type ExtraInfoInput = NonNullable<ContactInput['extraInfo']>[number];

/** POST /contacts/:contactId/merge: the other contact, which is merged into the path's one and deleted */
export const contactMergeBody = z.object({
  contactId: z.coerce.number({ error: 'Required' }).int().positive(),
});

/** POST /contacts/upload: the sheet as a multipart `file` (documented; multipart() reads it) */
export const contactSheetForm = z.object({ file: z.string().meta({ format: 'binary' }) }).strict();
