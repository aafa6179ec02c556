import { z } from 'zod';

/**
 * The request shapes of a template's extras (`TemplateRef.header`, `buttons`), shared by every route that sends a
 * template (a ticket's, the messages API's, a campaign's), so each checks them alike.
 */

/**
 * a template's media header file, exactly one of: a public http(s) link, Meta's id of a file uploaded to it, or
 * `mediaId`, one of the company's own stored files (ctx.media), which the provider uploads itself
 */
export const templateHeaderSchema = z
  .object({
    type: z.enum(['image', 'document', 'video']),
    link: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .optional(),
    id: z.string().trim().min(1).max(200).optional(),
    mediaId: z.uuid().optional(),
    filename: z.string().trim().min(1).max(240).optional(),
  })
  .strict()
  .refine((h) => [h.link, h.id, h.mediaId].filter(Boolean).length === 1, {
    message: 'A link, an id or a mediaId',
    path: ['link'],
  });

/** values of a template's buttons by place: a quick reply's payload, a URL button's {{1}} */
export const templateButtonsSchema = z
  .array(
    z
      .object({
        index: z.number().int().min(0).max(9),
        type: z.enum(['quick_reply', 'url']),
        value: z.string().trim().min(1).max(1000),
      })
      .strict(),
  )
  .max(10);
