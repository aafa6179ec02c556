import { z } from 'zod';
import {
  atLeastOne,
  lenientBody,
  pageNumber,
  searchParam,
  templateButtonsSchema,
  templateHeaderSchema,
  text,
} from '@balcao/core';

/** Spec §5: a campaign's name is required, 2 to 50 characters. */
const name = text(2, 50);
const message = z.string({ error: 'Must be text' }).max(10_000, { error: 'Too Long!' }).nullable();
/** An id chosen in a select: a number, its string, or null / '' / Whaticket's "Nenhuma" for none. */
const optionalId = z.preprocess(
  (v) => (v === '' || v === 'Nenhuma' || v === 0 || v === '0' ? null : v),
  z.coerce.number({ error: 'Must be an id' }).int().positive().nullable(),
);
const flag = z
  .union([z.boolean(), z.literal([0, 1, '0', '1', 'true', 'false'])], { error: 'Must be true or false' })
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');
/** The dialog's datetime-local ("2026-11-23T10:00") or an ISO instant; null / '' for none. */
const scheduledAt = z.preprocess(
  (v) => (v === '' ? null : v),
  z.coerce.date({ error: 'Invalid date' }).nullable(),
);

/** A template's name or language as Meta spells them; '' for none (the dialog's cleared picker). */
const templateWord = (max: number) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string({ error: 'Must be text' })
      .trim()
      .min(1)
      .max(max, { error: 'Too Long!' })
      .regex(/^[\w.-]+$/, { error: 'Letters, digits, _ . - only' })
      .nullable(),
  );
/** What fills {{1}}, {{2}}... of the template's body, each written as a campaign message ({nome}, plain text). */
const templateVariables = z
  .array(z.string({ error: 'Must be text' }).trim().min(1, { error: 'Required' }).max(1024), {
    error: 'Must be a list of texts',
  })
  .max(20)
  .nullable();

/** the template's media header file (a link or Meta's id) and its buttons' values, written as a message is */
const templateHeader = templateHeaderSchema.nullable();
const templateButtons = templateButtonsSchema.nullable();

const fields = z.object({
  name,
  message1: message,
  message2: message,
  message3: message,
  message4: message,
  message5: message,
  confirmationMessage1: message,
  confirmationMessage2: message,
  confirmationMessage3: message,
  confirmationMessage4: message,
  confirmationMessage5: message,
  confirmation: flag,
  scheduledAt,
  whatsappId: optionalId,
  contactListId: optionalId,
  tagListId: optionalId,
  fileListId: optionalId,
  // a Cloud API connection's approved template instead of message1..5 (Balcão; docs/campaigns.md)
  templateName: templateWord(512),
  templateLanguage: templateWord(20),
  templateVariables,
  templateHeader,
  templateButtons,
});

/** What the server owns: the dialog posts the loaded record back with them. */
const echoes = [
  'id',
  'status',
  'completedAt',
  'createdAt',
  'updatedAt',
  'mediaPath',
  'mediaName',
  'pauseReason',
  'pausedUntil',
  'shipping',
  'contactList',
  'whatsapp',
  'fileList',
  'company',
];

/** POST /campaigns */
export const campaignBody = lenientBody(fields.partial().extend({ name }).strict(), { echoes });
/** PUT /campaigns/:id: any of the fields, at least one */
export const campaignPatch = lenientBody(atLeastOne(fields.partial().strict()), { echoes });

/** GET /campaigns */
export const campaignPageQuery = z.object({ searchParam: searchParam(), pageNumber: pageNumber() });

export type CampaignFields = z.output<typeof campaignBody>;
export type CampaignChanges = z.output<typeof campaignPatch>;
export type CampaignPageQuery = z.output<typeof campaignPageQuery>;
