import { ApiError } from './api-error';
import { translateFields } from './field-messages';
import {
  $token,
  sessionCleared,
  sessionEnded,
  sessionRefreshed,
  type SessionPayload,
} from '../session/model';

type Params = Record<string, string | number | boolean | undefined | null>;
export interface RequestOptions {
  params?: Params;
  body?: unknown;
  /** cancels the request (a list whose filters changed drops the page it no longer wants) */
  signal?: AbortSignal;
  /** extra request headers (an `Idempotency-Key`, say) */
  headers?: Record<string, string>;
  /** internal: set on the retry after a refresh so a second 403 does not loop. */
  retried?: boolean;
}

function buildUrl(path: string, params?: Params): string {
  if (!params) return path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let refreshing: Promise<boolean> | null = null;

/** What the login screen says when a session ends without the user ending it (an i18n key). */
export const SESSION_ENDED = 'kit:session.ended';
/** The refused refresh's `reason`s the login screen explains; any other refusal is SESSION_ENDED. */
const endReasons: Record<string, string> = { signedInElsewhere: 'kit:session.signedInElsewhere' };
let refusal = SESSION_ENDED;

/** Why the server refused the last refresh: the i18n key of what the login screen says. */
export const refusalReason = (): string => refusal;

/** One refresh at a time: concurrent 403s share the same refresh call. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= fetch('/auth/refresh_token', { method: 'POST', credentials: 'include' })
    .then(async (response) => {
      if (!response.ok) {
        const body = (await readBody(response)) as { reason?: unknown } | undefined;
        refusal = endReasons[String(body?.reason)] ?? SESSION_ENDED;
        return false;
      }
      sessionRefreshed((await response.json()) as SessionPayload);
      return true;
    })
    .catch(() => {
      refusal = SESSION_ENDED;
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = $token.getState();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(buildUrl(path, options.params), {
    method,
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
  const data = await readBody(response);
  if (response.ok) return data as T;

  // Spec §4: 403 -> one refresh and retry; 401 -> the session is gone.
  if (response.status === 403 && !options.retried && token) {
    if (await refreshSession()) return request<T>(method, path, { ...options, retried: true });
    sessionEnded(refusalReason());
  } else if (response.status === 401 && token) {
    sessionCleared();
  }
  const payload = (typeof data === 'object' && data ? data : {}) as {
    error?: string;
    fields?: Record<string, string>;
  };
  throw new ApiError(
    response.status,
    payload.error ?? (typeof data === 'string' ? data : undefined),
    payload.fields && translateFields(payload.fields),
  );
}

export const api = {
  get: <T>(path: string, params?: Params, signal?: AbortSignal) =>
    request<T>('GET', path, { params, signal }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  delete: <T = void>(path: string) => request<T>('DELETE', path),
};
