import ipaddr from 'ipaddr.js';
import type { Address } from './address-class.js';

/** One entry of EGRESS_ALLOW: an address or range the guard lets the server call, on one port or any. */
export interface AllowEntry {
  /** as the operator wrote it, for the log */
  text: string;
  range: [Address, number];
  port?: number;
  /** `http://` before it: plain http to it is allowed too */
  http: boolean;
}

/** EGRESS_ALLOW, parsed: `http` is the bare `http:` entry (plain http wherever the guard allows a call). */
export interface EgressRules {
  http: boolean;
  entries: AllowEntry[];
}

export const noRules: EgressRules = { http: false, entries: [] };

/**
 * Parses EGRESS_ALLOW, a comma-separated list of:
 * - `http:` — plain http is allowed wherever the guard allows a call (else https only);
 * - `ADDRESS[/PREFIX][:PORT]` — e.g. `10.0.0.5`, `10.0.0.0/8`, `127.0.0.1:3000`, `[fd00::1]:8443`, `fd00::/8`
 *   (an IPv6 address with a port goes in brackets: `[fd00::]/8:8443`): the server may call it although it is
 *   loopback, private, link-local, ... A metadata address (169.254.169.254, ...) is allowed only by an entry naming it alone;
 * - `http://` before an entry — the same, and plain http to it.
 * Names are refused: the guard decides on the addresses a name resolves to, so the operator lists addresses.
 */
export function parseEgressAllow(value: string): { rules: EgressRules; errors: string[] } {
  const rules: EgressRules = { http: false, entries: [] };
  const errors: string[] = [];
  for (const raw of value.split(',')) {
    const text = raw.trim();
    if (!text) continue;
    if (/^https?:$/i.test(text)) {
      if (text.toLowerCase() === 'http:') rules.http = true;
      continue;
    }
    const entry = parseEntry(text);
    if (typeof entry === 'string') errors.push(`"${text}": ${entry}`);
    else rules.entries.push(entry);
  }
  return { rules, errors };
}

function parseEntry(text: string): AllowEntry | string {
  const scheme = /^(https?):\/\//i.exec(text);
  const rest = (scheme ? text.slice(scheme[0].length) : text).replace(/\/$/, '');
  let address: string;
  let port: string | undefined;
  // [fd00::1]:8443, [fd00::]/8:8443 or [fd00::/8]:8443: an IPv6 address with a port goes in brackets
  const bracketed = /^\[([^\]]+)\](\/\d+)?(?::(\d+))?$/.exec(rest);
  if (bracketed) {
    address = `${bracketed[1]}${bracketed[2] ?? ''}`;
    port = bracketed[3];
  } else if ((rest.match(/:/g) ?? []).length > 1) address = rest;
  else [address = '', port] = rest.split(':');
  const [host = '', prefixText] = address.split('/');
  if (!isAddress(host))
    return 'not an address: list addresses or ranges (10.0.0.5, 10.0.0.0/8, [fd00::1]:8443), not names';
  const ip = ipaddr.parse(host);
  const full = ip.kind() === 'ipv4' ? 32 : 128;
  const prefix = prefixText === undefined ? full : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > full || prefixText === '')
    return `the prefix must be 0 to ${full}`;
  const portNumber = port === undefined ? undefined : Number(port);
  if (portNumber !== undefined && (!Number.isInteger(portNumber) || portNumber < 1 || portNumber > 65535))
    return 'the port must be 1 to 65535';
  return {
    text,
    range: [ip, prefix],
    ...(portNumber ? { port: portNumber } : {}),
    http: scheme?.[1]?.toLowerCase() === 'http',
  };
}

/** a dotted-quad IPv4 address (no 127.1 or 0x7f.1 shorthands, which read as something else) or an IPv6 one */
const isAddress = (host: string) => ipaddr.IPv4.isValidFourPartDecimal(host) || ipaddr.IPv6.isValid(host);
