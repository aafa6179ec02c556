import type { OutboundMessage, TemplateRef } from '@balcao/core';

const graphMediaType = { image: 'image', audio: 'audio', video: 'video', application: 'document' } as const;

/** `to` for a number, `recipient` for a person known only by BSUID (`<bsuid>@bsuid`) */
export function recipientOf(to: string): Record<string, string> {
  if (to.endsWith('@bsuid')) return { recipient: to.slice(0, -'@bsuid'.length) };
  return { to: to.replace(/\D/g, '') };
}

/** the chat id acks and replies use for this recipient: the number's digits, or `<bsuid>@bsuid` */
export const chatIdOf = (to: string) => (to.endsWith('@bsuid') ? to : to.replace(/\D/g, ''));

/**
 * The body of POST /{phone-number-id}/messages for one outbound message, `mediaId` being the file uploaded first
 * and `context` Meta's wamid of the quoted message.
 */
export function toGraphMessage(
  message: OutboundMessage,
  opts: { mediaId?: string; context?: string } = {},
): Record<string, unknown> {
  const base: Record<string, unknown> = {
    recipient_type: 'individual',
    ...recipientOf(message.to),
    ...(opts.context ? { context: { message_id: opts.context } } : {}),
  };
  switch (message.type) {
    case 'text':
      return { ...base, type: 'text', text: { body: message.body, preview_url: true } };
    case 'image':
    case 'audio':
    case 'video':
    case 'application': {
      const type = graphMediaType[message.type];
      const file: Record<string, unknown> = { id: opts.mediaId };
      // audio takes no caption; a document shows its file name
      if (message.caption && type !== 'audio') file.caption = message.caption;
      if (type === 'document' && message.media.filename) file.filename = message.media.filename;
      return { ...base, type, [type]: file };
    }
    case 'locationMessage':
      return {
        ...base,
        type: 'location',
        location: {
          latitude: message.latitude,
          longitude: message.longitude,
          ...(message.name ? { name: message.name } : {}),
          ...(message.address ? { address: message.address } : {}),
        },
      };
    case 'vcard':
      return {
        ...base,
        type: 'contacts',
        contacts: [{ name: { formatted_name: message.displayName, first_name: message.displayName } }],
      };
    case 'template':
      return { ...base, type: 'template', template: graphTemplate(message.template) };
  }
}

/**
 * A template's `components` as Meta takes them: the media header's file, the body's {{n}} as text, and one
 * component per button given a value (a quick reply's payload, a URL button's {{1}}).
 */
function graphTemplate(t: TemplateRef): Record<string, unknown> {
  const components: Array<Record<string, unknown>> = [];
  if (t.header) {
    const { type, link, id, filename } = t.header;
    const file = {
      ...(id ? { id } : { link }),
      ...(type === 'document' && filename ? { filename } : {}),
    };
    components.push({ type: 'header', parameters: [{ type, [type]: file }] });
  }
  const variables = t.variables ?? [];
  if (variables.length)
    components.push({ type: 'body', parameters: variables.map((text) => ({ type: 'text', text })) });
  for (const b of [...(t.buttons ?? [])].sort((x, y) => x.index - y.index))
    components.push({
      type: 'button',
      sub_type: b.type,
      index: String(b.index),
      parameters: [
        b.type === 'quick_reply' ? { type: 'payload', payload: b.value } : { type: 'text', text: b.value },
      ],
    });
  return {
    name: t.name,
    language: { code: t.language },
    ...(components.length ? { components } : {}),
  };
}
