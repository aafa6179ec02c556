import { z } from 'zod';
import { atLeastOne, lenientBody, text } from '@balcao/core';

/** A YouTube code, or a full YouTube link the form pasted, reduced to its code. */
const video = z
  .string()
  .trim()
  .max(300)
  .transform((v) => /(?:v=|youtu\.be\/|embed\/)([\w-]{6,20})/.exec(v)?.[1] ?? v)
  .pipe(z.string().regex(/^[\w-]{0,20}$/, { error: 'Invalid video code' }));

const helpFields = z
  .object({
    title: text(1, 200),
    description: z.string().max(5000).optional().nullable(),
    video: video.optional().nullable(),
  })
  .strict();

// Whaticket's help form posts the loaded help back with its id and timestamps
const echoes = ['id', 'createdAt', 'updatedAt'];

/** POST /helps */
export const helpBody = lenientBody(helpFields, { echoes });
/** PUT /helps/:id: any of the fields, at least one */
export const helpPatch = lenientBody(atLeastOne(helpFields.partial()), { echoes });

/** What the services take: the validated fields, never a request. */
export type HelpFields = z.output<typeof helpBody>;
export type HelpChanges = z.output<typeof helpPatch>;
