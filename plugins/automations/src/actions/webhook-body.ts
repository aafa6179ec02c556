import type { ActionField } from '@balcao/plugin-tickets';

/** what a webhook's body template may name, and the ticket's values for them */
export interface WebhookFacts {
  key: string;
  id: number;
  status: string;
  queueId: number | null;
  userId: number | null;
  contact: { name: string; number: string };
}

const placeholders = (f: WebhookFacts): Record<string, string> => ({
  'ticket.id': String(f.id),
  'ticket.status': f.status,
  'ticket.queueId': f.queueId == null ? '' : String(f.queueId),
  'ticket.userId': f.userId == null ? '' : String(f.userId),
  'contact.name': f.contact.name,
  'contact.number': f.contact.number,
  key: f.key,
});

/**
 * The request's body: the default JSON (the ticket and the run's key) without a template; else the template
 * with its `{{ticket.id}}`-style placeholders filled. A template that reads as JSON (starts with `{` or `[`) gets
 * its values JSON-escaped, so a contact named `A "B"` cannot break the receiver's parse, and goes as JSON; any
 * other goes as plain text. An unknown placeholder is left as written.
 */
export function fillBody(template: string | undefined, f: WebhookFacts): { body: string; type: string } {
  if (!template?.trim()) {
    const { key, contact, ...ticket } = f;
    return {
      body: JSON.stringify({ event: 'automation', key, ticket: { ...ticket, contact } }),
      type: 'application/json',
    };
  }
  const json = /^\s*[[{]/.test(template);
  const values = placeholders(f);
  const body = template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const v = values[name];
    if (v === undefined) return whole;
    return json ? JSON.stringify(v).slice(1, -1) : v;
  });
  return { body, type: json ? 'application/json' : 'text/plain; charset=utf-8' };
}

/** the rule editor's and the macro editor's form for the webhook (the kit draws it from these) */
export const webhookFields: ActionField[] = [
  { name: 'url', kind: 'url', labels: { pt: 'URL', en: 'URL', es: 'URL' } },
  {
    name: 'method',
    kind: 'choice',
    labels: { pt: 'Método', en: 'Method', es: 'Método' },
    options: [{ value: 'POST' }, { value: 'PUT' }, { value: 'PATCH' }],
  },
  {
    name: 'body',
    kind: 'longText',
    optional: true,
    labels: { pt: 'Corpo (modelo)', en: 'Body (template)', es: 'Cuerpo (plantilla)' },
    help: {
      pt: 'Vazio: o atendimento em JSON. Aceita {{ticket.id}}, {{ticket.status}}, {{ticket.queueId}}, {{ticket.userId}}, {{contact.name}}, {{contact.number}}, {{key}}.',
      en: 'Empty: the ticket as JSON. Takes {{ticket.id}}, {{ticket.status}}, {{ticket.queueId}}, {{ticket.userId}}, {{contact.name}}, {{contact.number}}, {{key}}.',
      es: 'Vacío: el ticket en JSON. Acepta {{ticket.id}}, {{ticket.status}}, {{ticket.queueId}}, {{ticket.userId}}, {{contact.name}}, {{contact.number}}, {{key}}.',
    },
  },
];
