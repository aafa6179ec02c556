import { z } from 'zod';

/** Graph's error body: `{ error: { message, type, code, error_subcode, fbtrace_id } }` */
export const graphErrorBody = z.object({
  error: z.object({ message: z.string().default(''), code: z.number().optional() }).loose(),
});

/** POST /{phone-number-id}/messages */
export const sendAnswer = z.object({
  messaging_product: z.literal('whatsapp').optional(),
  contacts: z.array(z.object({ input: z.string(), wa_id: z.string().optional() }).loose()).optional(),
  messages: z.array(z.object({ id: z.string() }).loose()).min(1),
});

/** POST /{phone-number-id}/media */
export const uploadAnswer = z.object({ id: z.string() });

/** GET /{media-id}: a short-lived URL to GET with the same bearer token */
export const mediaInfo = z.object({
  url: z.string(),
  mime_type: z.string(),
  file_size: z.coerce.number().optional(),
  sha256: z.string().optional(),
  id: z.string().optional(),
});

/** GET /{phone-number-id}?fields=display_phone_number,verified_name */
export const phoneNumberInfo = z.object({
  id: z.string(),
  display_phone_number: z.string().optional(),
  verified_name: z.string().optional(),
});

/** GET /{waba-id}/message_templates */
export const templatesPage = z.object({
  data: z.array(
    z
      .object({
        id: z.string(),
        name: z.string(),
        language: z.string(),
        status: z.string(),
        category: z.string(),
        components: z.array(z.record(z.string(), z.unknown())).default([]),
      })
      .loose(),
  ),
  paging: z.object({ next: z.string().optional() }).loose().optional(),
});
export type GraphTemplate = z.infer<typeof templatesPage>['data'][number];
