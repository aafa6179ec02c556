/**
 * Why an outbound call through the egress guard did not get an answer: `refused` (the guard's rules: scheme,
 * address, port), `unreachable` (DNS, connection, TLS), `timeout`, `too-large` (the answer passed its size cap)
 * or `redirects` (too many, or one that cannot be followed). `reason` is for the log only: it may name internal
 * addresses and must never reach the tenant, who gets one ERR_ code whatever the kind (the guard is no port scanner).
 */
export type EgressFailure = 'refused' | 'unreachable' | 'timeout' | 'too-large' | 'redirects';

export class EgressError extends Error {
  constructor(
    readonly kind: EgressFailure,
    readonly reason: string,
  ) {
    super(`egress ${kind}: ${reason}`);
    this.name = 'EgressError';
  }
}

/** The EgressError behind an error an SDK wrapped around the guard's fetch (OpenAI's APIConnectionError). */
export function egressErrorIn(err: unknown): EgressError | undefined {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    if (e instanceof EgressError) return e;
  return undefined;
}
