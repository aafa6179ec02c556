import { z } from 'zod';
import { atLeastOne, lenientBody, lenientNumber, pageNumber, searchParam, requiredText } from '@balcao/core';

/** Spec §5: title and text are required ('Obrigatório'). */
const required = (max: number) => requiredText(max, 'Obrigatório');
/** Spec §2: Alta = 1, Média = 2, Baixa = 3; the dialog's select may send it as a string. */
const priority = lenientNumber(
  z.number({ error: 'Must be 1, 2 or 3' }).int({ error: 'Must be 1, 2 or 3' }).min(1).max(3),
);
/** Ativo / Inativo: the dialog's select sends booleans; a form may send strings or 0/1. */
const status = z
  .union([z.boolean(), z.literal([0, 1, '0', '1', 'true', 'false'])], { error: 'Must be true or false' })
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

const fields = z.object({
  title: required(200),
  text: required(10_000),
  priority: priority.optional(),
  status: status.optional(),
});
// Whaticket's dialog posts the loaded record back: the file and the author's company are the server's
const echoes = ['id', 'createdAt', 'updatedAt', 'mediaPath', 'mediaName', 'companyId', 'company'];

/** POST /announcements: priority 3 and active unless told */
export const announcementBody = lenientBody(fields.strict(), { echoes });
/** PUT /announcements/:id: any of the fields, at least one */
export const announcementPatch = lenientBody(atLeastOne(fields.partial().strict()), { echoes });

/** GET /announcements: `status` ('true'/'false') narrows a super user's list; others only ever get active ones */
export const announcementPageQuery = z.object({
  searchParam: searchParam(),
  pageNumber: pageNumber(),
  status: z
    .enum(['true', 'false'])
    .optional()
    .catch(undefined)
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

export type AnnouncementFields = z.output<typeof announcementBody>;
export type AnnouncementChanges = z.output<typeof announcementPatch>;
export type AnnouncementPageQuery = z.output<typeof announcementPageQuery>;
