import type { EgressFetch } from '@balcao/core';
import { accessToken } from './access-token.js';
import { DialogflowError } from './dialogflow-error.js';
import { readGoogleError } from './google-error.js';
import type { ServiceAccount } from './service-account.js';

/** The part of Dialogflow ES v2's QueryResult the runner reads (REST JSON; a Struct is a plain object). */
export interface QueryResult {
  queryText?: string;
  fulfillmentText?: string;
  fulfillmentMessages?: Array<{
    platform?: string;
    text?: { text?: string[] };
    payload?: Record<string, unknown>;
  }>;
  parameters?: Record<string, unknown>;
  /** the intent's action name (the console's "Action and parameters") */
  action?: string;
  intent?: { name?: string; displayName?: string; endInteraction?: boolean };
  diagnosticInfo?: Record<string, unknown>;
  languageCode?: string;
}

export interface DetectIntentRequest {
  /** the kernel's egress guard (ctx.egress.fetch): the token URI and the API are called through it */
  fetch: EgressFetch;
  account: ServiceAccount;
  projectName: string;
  sessionId: string;
  text: string;
  languageCode: string;
}

/** Dialogflow accepts at most this many characters of text input */
const MAX_TEXT = 256;

/** DIALOGFLOW_BASE_URL points tests at a local fake; production talks to Google. */
const baseUrl = () =>
  (process.env.DIALOGFLOW_BASE_URL || 'https://dialogflow.googleapis.com').replace(/\/$/, '');

/** One detectIntent call of Dialogflow's REST API v2, authenticated as the service account. */
export async function detectIntent(req: DetectIntentRequest): Promise<QueryResult> {
  const token = await accessToken(req.fetch, req.account);
  const url =
    `${baseUrl()}/v2/projects/${encodeURIComponent(req.projectName)}` +
    `/agent/sessions/${encodeURIComponent(req.sessionId)}:detectIntent`;
  let res: Response;
  try {
    res = await req.fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        queryInput: { text: { text: req.text.slice(0, MAX_TEXT), languageCode: req.languageCode } },
      }),
      timeoutMs: 15_000,
      maxBytes: 1024 * 1024,
    });
  } catch (err) {
    throw new DialogflowError('remote', `Dialogflow is unreachable: ${(err as Error).message}`);
  }
  const body = (await res.json().catch(() => undefined)) as { queryResult?: QueryResult } | undefined;
  if (!res.ok || !body?.queryResult)
    throw new DialogflowError('remote', `Dialogflow refused the request: ${readGoogleError(res, body)}`);
  return body.queryResult;
}
