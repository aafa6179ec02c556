import { fetch as undiciFetch, type Dispatcher, type RequestInit as UndiciInit } from 'undici';
import { EgressError } from './egress-error.js';
import type { EgressPolicy } from './egress-policy.js';

/** fetch's options plus the guard's own limits for this call (each at most what the operator set). */
export interface EgressInit extends RequestInit {
  /** the whole exchange, redirects and body included; default EGRESS_TIMEOUT_MS */
  timeoutMs?: number;
  /** the answer's body; default EGRESS_MAX_BYTES */
  maxBytes?: number;
  /** redirects followed (each one checked again); default 5 */
  maxRedirects?: number;
}

/** A fetch-compatible function: pass it where an SDK takes `fetch` (OpenAI's client does). */
export type EgressFetch = (input: string | URL | Request, init?: EgressInit) => Promise<Response>;

export interface EgressLimits {
  timeoutMs: number;
  maxBytes: number;
}

const MAX_REDIRECTS = 5;
const redirects = new Set([301, 302, 303, 307, 308]);
const nullBody = new Set([101, 204, 205, 304]);
/** credentials meant for one origin are not carried to another */
const originBound = ['authorization', 'cookie', 'proxy-authorization'];
const bodyHeaders = [
  'content-type',
  'content-length',
  'content-encoding',
  'content-language',
  'content-location',
];

/**
 * fetch through the guard: the URL is checked before each request and each redirect, every connection goes through
 * the pinned dispatcher (address checked, no rebinding), redirects are followed here (at most `maxRedirects`,
 * credentials dropped across origins), and the answer is cut off past its time and size limits. Every failure is
 * an EgressError; an answer of any status is returned as is.
 */
export function guardedFetch(
  policy: EgressPolicy,
  dispatcher: Dispatcher,
  limits: EgressLimits,
): EgressFetch {
  return async (input, init = {}) => {
    const { timeoutMs: askedMs, maxBytes: askedBytes, maxRedirects = MAX_REDIRECTS, ...rest } = init;
    const timeoutMs = Math.min(askedMs ?? limits.timeoutMs, limits.timeoutMs);
    const maxBytes = Math.min(askedBytes ?? limits.maxBytes, limits.maxBytes);
    const request = input instanceof Request ? input : undefined;
    let url = parse(request ? request.url : String(input));
    let method = (rest.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(rest.headers ?? request?.headers);
    let body = rest.body ?? request?.body ?? null;
    const timeout = AbortSignal.timeout(timeoutMs);
    const callerSignal = rest.signal ?? request?.signal;
    const signal = callerSignal ? AbortSignal.any([timeout, callerSignal]) : timeout;

    for (let hop = 0; ; hop++) {
      const verdict = policy.url(url);
      if (!verdict.allowed) throw new EgressError('refused', `${url.origin}: ${verdict.reason}`);
      let res: Awaited<ReturnType<typeof undiciFetch>>;
      try {
        res = await undiciFetch(url, {
          ...(rest as UndiciInit),
          method,
          headers: [...headers],
          body: body as UndiciInit['body'],
          redirect: 'manual',
          signal,
          dispatcher,
        });
      } catch (err) {
        throw failure(err, timeout, callerSignal, timeoutMs);
      }
      const location = res.headers.get('location');
      if (!redirects.has(res.status) || !location || rest.redirect === 'manual')
        return capped(res, url, hop > 0, maxBytes, (err) => failure(err, timeout, callerSignal, timeoutMs));
      await res.body?.cancel();
      if (rest.redirect === 'error' || hop >= maxRedirects)
        throw new EgressError('redirects', `${url.origin} redirected more than ${maxRedirects} times`);
      const next = parse(location, url);
      if (next.origin !== url.origin) for (const name of originBound) headers.delete(name);
      if ((res.status === 303 && method !== 'HEAD') || (res.status <= 302 && method === 'POST')) {
        method = 'GET';
        body = null;
        for (const name of bodyHeaders) headers.delete(name);
      } else if (body instanceof ReadableStream)
        throw new EgressError('redirects', 'a streamed body cannot be sent again to a redirect');
      url = next;
    }
  };
}

/** a URL, or a refusal: a tenant's text that is no URL is refused like any other */
function parse(text: string, base?: URL): URL {
  try {
    return new URL(text, base);
  } catch {
    throw new EgressError('refused', 'not a URL');
  }
}

function failure(
  err: unknown,
  timeout: AbortSignal,
  callerSignal: AbortSignal | null | undefined,
  ms: number,
) {
  const cause = (err as { cause?: unknown } | undefined)?.cause;
  if (err instanceof EgressError) return err;
  if (cause instanceof EgressError) return cause;
  if (timeout.aborted) return new EgressError('timeout', `no answer within ${ms} ms`);
  // the caller's own abort goes back to it untouched: an SDK tells its timeouts from failures by it
  if (callerSignal?.aborted) return callerSignal.reason as Error;
  const code = (cause as { code?: string } | undefined)?.code;
  return new EgressError('unreachable', code ?? (err instanceof Error ? err.message : String(err)));
}

/** The answer with its body cut off past `maxBytes` (an EgressError while it is read), as a standard Response. */
async function capped(
  res: Awaited<ReturnType<typeof undiciFetch>>,
  url: URL,
  redirected: boolean,
  maxBytes: number,
  mapError: (err: unknown) => unknown,
): Promise<Response> {
  const declared = Number(res.headers.get('content-length'));
  if (declared > maxBytes) {
    await res.body?.cancel();
    throw new EgressError('too-large', `${url.origin} announced ${declared} bytes, over ${maxBytes}`);
  }
  const body =
    res.body && !nullBody.has(res.status)
      ? guardedBody(res.body as ReadableStream<Uint8Array>, maxBytes, url.origin, mapError)
      : null;
  const answer = new Response(body, {
    status: res.status,
    statusText: res.statusText,
    headers: [...res.headers],
  });
  Object.defineProperty(answer, 'url', { value: url.href });
  Object.defineProperty(answer, 'redirected', { value: redirected });
  return answer;
}

/** The body, failing with an EgressError past `maxBytes` or when the time limit cuts it (not a bare AbortError). */
function guardedBody(
  source: ReadableStream<Uint8Array>,
  maxBytes: number,
  origin: string,
  mapError: (err: unknown) => unknown,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let seen = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        seen += value.byteLength;
        if (seen <= maxBytes) return controller.enqueue(value);
        await reader.cancel();
        controller.error(new EgressError('too-large', `${origin} sent over ${maxBytes} bytes`));
      } catch (err) {
        controller.error(mapError(err));
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
