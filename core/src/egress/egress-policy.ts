import ipaddr from 'ipaddr.js';
import { classify, parseAddress, unwrap, type Address } from './address-class.js';
import type { AllowEntry, EgressRules } from './egress-rules.js';

export type Verdict = { allowed: true } | { allowed: false; reason: string };
export type Protocol = 'http:' | 'https:';

const allowed: Verdict = { allowed: true };
const refuse = (reason: string): Verdict => ({ allowed: false, reason });

/**
 * The egress guard's rules (docs/security.md, "Egress"): https only, and a global unicast address only, unless
 * EGRESS_ALLOW lists the address (and port) or plain http. `connect` decides on an address a name resolved to,
 * `url` on what a URL shows before anything is resolved (a form's URL is checked when it is saved).
 */
export class EgressPolicy {
  constructor(readonly rules: EgressRules) {}

  connect(address: Address, port: number, protocol: Protocol): Verdict {
    const target = unwrap(address);
    const kind = classify(address);
    const listed = this.rules.entries.filter((e) => covers(e, target, port));
    if (kind !== 'unicast') {
      const full = target.kind() === 'ipv4' ? 32 : 128;
      const ok = kind === 'metadata' ? listed.some((e) => e.range[1] === full) : listed.length > 0;
      if (!ok) return refuse(`${address.toString()} is ${kind}`);
    }
    if (protocol === 'http:' && !this.rules.http && !listed.some((e) => e.http))
      return refuse(`plain http to ${address.toString()}`);
    return allowed;
  }

  url(value: string | URL): Verdict {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return refuse('not a URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return refuse(`${url.protocol} is not http(s)`);
    const protocol = url.protocol;
    const port = Number(url.port) || (protocol === 'https:' ? 443 : 80);
    const host = url.hostname.toLowerCase().replace(/\.$/, '');
    const literal = parseAddress(host);
    if (literal) return this.connect(literal, port, protocol);
    // RFC 6761: localhost and its subdomains are this machine, whatever a resolver says
    if (host === 'localhost' || host.endsWith('.localhost'))
      return this.connect(ipaddr.parse('127.0.0.1'), port, protocol);
    if (protocol === 'http:' && !this.rules.http && !this.rules.entries.some((e) => e.http))
      return refuse('plain http');
    return allowed;
  }
}

function covers(entry: AllowEntry, address: Address, port: number): boolean {
  if (entry.port !== undefined && entry.port !== port) return false;
  const [net, prefix] = entry.range;
  const target = unwrap(address);
  if (target instanceof ipaddr.IPv4 && net instanceof ipaddr.IPv4) return target.match(net, prefix);
  if (target instanceof ipaddr.IPv6 && net instanceof ipaddr.IPv6) return target.match(net, prefix);
  return false;
}
