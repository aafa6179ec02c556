import { z } from 'zod';

/** Meta's webhook body, as far as this provider reads it: unknown fields pass, unknown message types too. */
const media = z
  .object({
    id: z.string(),
    mime_type: z.string().default('application/octet-stream'),
    caption: z.string().optional(),
    filename: z.string().optional(),
    voice: z.boolean().optional(),
  })
  .loose();

export const cloudContact = z
  .object({
    profile: z.object({ name: z.string().optional() }).loose().optional(),
    wa_id: z.string().optional(),
    /** the business-scoped user id (BSUID), since April 2026 */
    user_id: z.string().optional(),
  })
  .loose();

export const cloudMessage = z
  .object({
    id: z.string().min(1),
    from: z.string().optional(),
    from_user_id: z.string().optional(),
    timestamp: z.string(),
    type: z.string(),
    context: z.object({ id: z.string().optional(), from: z.string().optional() }).loose().optional(),
    text: z.object({ body: z.string() }).loose().optional(),
    image: media.optional(),
    video: media.optional(),
    audio: media.optional(),
    document: media.optional(),
    sticker: media.optional(),
    location: z
      .object({
        latitude: z.number(),
        longitude: z.number(),
        name: z.string().optional(),
        address: z.string().optional(),
      })
      .loose()
      .optional(),
    contacts: z.array(z.record(z.string(), z.unknown())).optional(),
    reaction: z.object({ message_id: z.string(), emoji: z.string().optional() }).loose().optional(),
    interactive: z
      .object({
        type: z.string(),
        button_reply: z.object({ id: z.string(), title: z.string() }).loose().optional(),
        list_reply: z
          .object({ id: z.string(), title: z.string(), description: z.string().optional() })
          .loose()
          .optional(),
      })
      .loose()
      .optional(),
    button: z.object({ text: z.string(), payload: z.string().optional() }).loose().optional(),
  })
  .loose();
export type CloudMessage = z.infer<typeof cloudMessage>;

export const cloudStatus = z
  .object({
    id: z.string().min(1),
    status: z.string(),
    timestamp: z.string(),
    recipient_id: z.string().optional(),
    recipient_user_id: z.string().optional(),
    errors: z
      .array(z.object({ code: z.number().optional(), title: z.string().optional() }).loose())
      .optional(),
  })
  .loose();
export type CloudStatus = z.infer<typeof cloudStatus>;

export const changeValue = z
  .object({
    metadata: z.object({ phone_number_id: z.string(), display_phone_number: z.string().optional() }).loose(),
    contacts: z.array(cloudContact).optional(),
    messages: z.array(cloudMessage).optional(),
    statuses: z.array(cloudStatus).optional(),
  })
  .loose();
export type ChangeValue = z.infer<typeof changeValue>;

export const webhookBody = z
  .object({
    object: z.string(),
    entry: z.array(
      z
        .object({
          id: z.string().optional(),
          changes: z.array(z.object({ field: z.string(), value: z.unknown() }).loose()).default([]),
        })
        .loose(),
    ),
  })
  .loose();
