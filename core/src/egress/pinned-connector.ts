import { lookup } from 'node:dns/promises';
import { buildConnector } from 'undici';
import { parseAddress } from './address-class.js';
import { EgressError } from './egress-error.js';
import type { EgressPolicy, Protocol } from './egress-policy.js';

/** Answers every address a name has (the system resolver: /etc/hosts, then DNS). Tests pass their own. */
export type Resolve = (hostname: string) => Promise<Array<{ address: string }>>;

export const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * The address a connection to `hostname` goes to: the name resolved once, every answer checked, the first one
 * returned. One refused answer refuses the name (a name that points inside does not get a second chance).
 */
export async function checkedAddress(
  policy: EgressPolicy,
  resolve: Resolve,
  hostname: string,
  port: number,
  protocol: Protocol,
): Promise<string> {
  const literal = parseAddress(hostname);
  let answers: string[];
  if (literal) answers = [hostname];
  else {
    try {
      answers = (await resolve(hostname)).map((a) => a.address);
    } catch (err) {
      throw new EgressError(
        'unreachable',
        `${hostname} does not resolve (${(err as { code?: string }).code})`,
      );
    }
  }
  if (!answers.length) throw new EgressError('unreachable', `${hostname} has no address`);
  for (const text of answers) {
    const address = parseAddress(text);
    const verdict = address
      ? policy.connect(address, port, protocol)
      : { allowed: false as const, reason: `${text} is no address` };
    if (!verdict.allowed) throw new EgressError('refused', `${hostname}:${port} -> ${verdict.reason}`);
  }
  return answers[0]!;
}

/**
 * An undici connector that dials only checked addresses: each new connection resolves its host, checks every
 * answer against the policy and connects to the checked address itself, so nothing can answer the resolver
 * differently between the check and the connect (DNS rebinding). The original name stays the TLS server name
 * and the Host header, so certificates are verified against it.
 */
export function pinnedConnector(
  policy: EgressPolicy,
  resolve: Resolve,
  dialOptions: buildConnector.BuildOptions,
): buildConnector.connector {
  const dial = buildConnector(dialOptions);
  return (options, callback) => {
    const protocol: Protocol = options.protocol === 'http:' ? 'http:' : 'https:';
    const port = Number(options.port) || (protocol === 'https:' ? 443 : 80);
    checkedAddress(policy, resolve, options.hostname, port, protocol).then(
      (address) => dial({ ...options, hostname: address }, callback),
      (err: Error) => callback(err, null),
    );
  };
}
