import { ApiError, translateFields } from '@balcao/kit';
import type { SendAnswer } from '@balcao/plugin-messages-api/contracts';
import { SEND_PATH } from './openapi';

/** POST /api/messages/send's answer (plugins/messages-api) */
export type { SendAnswer } from '@balcao/plugin-messages-api/contracts';

/**
 * One test send with the connection's token typed in the form. Plain fetch, not the kit's client: the bearer is
 * the connection's token, not the signed-in user's, and a 401 or 403 of the messages API says nothing about
 * the user's session (the kit's client would refresh it, or sign the user out).
 */
export async function sendTest(token: string, body: FormData | Record<string, unknown>): Promise<SendAnswer> {
  const json = !(body instanceof FormData);
  const res = await fetch(SEND_PATH, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token.trim()}`,
      Accept: 'application/json',
      ...(json ? { 'Content-Type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(body) : body,
  });
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  if (res.ok) return data as SendAnswer;
  const payload = (typeof data === 'object' && data ? data : {}) as {
    error?: string;
    fields?: Record<string, string>;
  };
  throw new ApiError(
    res.status,
    payload.error ?? (typeof data === 'string' ? data : undefined),
    payload.fields && translateFields(payload.fields),
  );
}
