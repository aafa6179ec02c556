import { z } from 'zod';
import { DialogflowError } from './dialogflow-error.js';

/** The fields of a Google service-account key file (the JSON a Dialogflow integration stores) that auth needs. */
const serviceAccountSchema = z.object({
  client_email: z.string().min(1),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: z.url().default('https://oauth2.googleapis.com/token'),
});

export interface ServiceAccount {
  clientEmail: string;
  privateKey: string;
  tokenUri: string;
}

export function parseServiceAccount(jsonContent: string | null): ServiceAccount {
  let raw: unknown;
  try {
    raw = JSON.parse(jsonContent ?? '');
  } catch {
    throw new DialogflowError('credentials', 'the service account is not JSON');
  }
  const parsed = serviceAccountSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.')))].join(', ');
    throw new DialogflowError('credentials', `the service account lacks a valid ${fields || 'object'}`);
  }
  const { client_email, private_key, token_uri } = parsed.data;
  return { clientEmail: client_email, privateKey: private_key, tokenUri: token_uri };
}
