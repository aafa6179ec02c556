import { z } from 'zod';
import { atLeastOne, lenientBody, pageNumber, searchParam } from '@balcao/core';

/**
 * Spec §5: the shortcut is required ('Obrigatório'). It is typed after a '/' in the composer, so a leading '/' typed
 * into the form too is dropped: '/troca' saved as-is would need '//troca' to match (docs/compatibility.md).
 */
const shortcode = z
  .string({ error: 'Obrigatório' })
  .overwrite((s) => s.trim().replace(/^\/+/, '').trim())
  .min(1, { error: 'Obrigatório' })
  .max(100, { error: 'Too Long!' });
// may be empty: with a file attached, Whaticket's dialog disables the text
const message = z.string({ error: 'Must be text' }).max(10_000, { error: 'Too Long!' });
/** The dialog's select sends booleans; a form may send strings or 0/1. */
const flag = z
  .union([z.boolean(), z.literal([0, 1, '0', '1', 'true', 'false'])], { error: 'Must be true or false' })
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

const fields = z.object({ shortcode, message, geral: flag, status: flag });
// the dialog posts the loaded record back with isMedia: true and mediaPath set to a file name: the server owns
// both, and the author, so they are dropped
const echoes = [
  'id',
  'createdAt',
  'updatedAt',
  'userId',
  'isMedia',
  'mediaPath',
  'mediaName',
  'company',
  'user',
];

/** POST /quick-messages */
export const quickMessageBody = lenientBody(
  fields.extend({ message: message.default(''), geral: flag.optional(), status: flag.optional() }).strict(),
  { echoes },
);
/** PUT /quick-messages/:id: any of the fields, at least one */
export const quickMessagePatch = lenientBody(atLeastOne(fields.partial().strict()), { echoes });

/** GET /quick-messages */
export const quickMessagePageQuery = z.object({ searchParam: searchParam(), pageNumber: pageNumber() });
/** GET /quick-messages/list: Whaticket's client sends its companyId and userId; the company is the token's */
export const quickMessageListQuery = z.object({
  userId: z.coerce.number().int().positive().optional().catch(undefined),
});

/** What the services take: validated values, never a request. */
export type QuickMessageFields = z.output<typeof quickMessageBody>;
export type QuickMessageChanges = z.output<typeof quickMessagePatch>;
export type QuickMessagePageQuery = z.output<typeof quickMessagePageQuery>;
export type QuickMessageListQuery = z.output<typeof quickMessageListQuery>;
