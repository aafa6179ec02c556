import { Agent, type Dispatcher } from 'undici';
import { AppError } from '../errors/app-error.js';
import { EgressPolicy } from './egress-policy.js';
import type { EgressRules } from './egress-rules.js';
import { guardedFetch, type EgressFetch, type EgressLimits } from './guarded-fetch.js';
import { pinnedConnector, systemResolve, type Resolve } from './pinned-connector.js';

/**
 * The egress guard plugins get as `ctx.egress` (docs/plugins.md, "Outbound calls"): every URL the server calls on
 * a tenant's behalf goes through it.
 */
export interface Egress {
  /** fetch through the guard: checked URL and addresses, redirects followed and checked, time and size limits */
  fetch: EgressFetch;
  /**
   * The undici dispatcher under `fetch`, for an SDK that takes `fetchOptions: { dispatcher }`: every connection it
   * opens goes to a checked address, but redirects and limits are the SDK's. Prefer handing the SDK `fetch`.
   */
  dispatcher: Dispatcher;
  /** why the URL is refused on its face (scheme, a literal address, localhost), or undefined when it may be tried */
  refusal(url: string): string | undefined;
  /** 400 ERR_EGRESS_URL_REFUSED naming `field` when the URL is refused on its face: a form checks it on save */
  ensureAllowed(url: string, field: string): void;
  close(): Promise<void>;
}

export interface EgressOptions extends EgressLimits {
  rules: EgressRules;
  /** the resolver each connection asks (tests answer for DNS) */
  resolve?: Resolve;
  /** certificate authorities to trust besides the system's (a test's own) */
  tls?: { ca?: string | Buffer };
}

export function createEgress(opts: EgressOptions): Egress {
  const policy = new EgressPolicy(opts.rules);
  const dispatcher = new Agent({
    connect: pinnedConnector(policy, opts.resolve ?? systemResolve, {
      timeout: Math.min(opts.timeoutMs, 10_000),
      ...opts.tls,
    }),
    // a tenant's server that keeps a socket open does not hold one of ours for long
    keepAliveTimeout: 4_000,
    keepAliveMaxTimeout: 30_000,
  });
  const refusal = (url: string) => {
    const verdict = policy.url(url);
    return verdict.allowed ? undefined : verdict.reason;
  };
  return {
    fetch: guardedFetch(policy, dispatcher, opts),
    dispatcher,
    refusal,
    ensureAllowed(url, field) {
      if (refusal(url) !== undefined)
        throw new AppError('ERR_EGRESS_URL_REFUSED', 400, { fields: { [field]: 'URL not allowed' } });
    },
    close: () => dispatcher.close(),
  };
}
