import type { CampaignVariable } from '../pacing/index.js';

export interface Recipient {
  name: string | null;
  email: string | null;
  number: string;
}

/**
 * A campaign message for one recipient: {nome} {email} {numero} from the recipient, then the company's
 * campaign variables ({key} -> value). A placeholder nobody defines stays as written.
 */
export function renderMessage(template: string, r: Recipient, variables: CampaignVariable[]): string {
  const values = new Map<string, string>(variables.map((v) => [v.key, v.value]));
  values.set('nome', r.name ?? '');
  values.set('email', r.email ?? '');
  values.set('numero', r.number);
  return template.replace(/\{([^{}\s]+)\}/g, (whole, key: string) => values.get(key) ?? whole);
}

/** The n-th message sent (0-based) gets the n-th of the campaign's messages, modulo their count. */
export function rotate(messages: string[], n: number): string | undefined {
  return messages.length ? messages[n % messages.length] : undefined;
}
