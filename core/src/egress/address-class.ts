import ipaddr from 'ipaddr.js';

export type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * The kind of address a name resolved to, as ipaddr.js names its special ranges (`loopback`, `private`,
 * `linkLocal`, `uniqueLocal`, `carrierGradeNat`, `unspecified`, `multicast`, `ipv4Mapped`, `reserved`, ...), plus
 * `ipv4Compatible` (the deprecated `::a.b.c.d`) and `metadata` (cloud instance-metadata services). Only `unicast`
 * (a global address) is reachable without the operator's allow-list.
 */
export type AddressClass = string;

/** Cloud metadata services: reachable only when the allow-list names the address itself, never through a range. */
const metadata = new Set([
  '169.254.169.254', // AWS, GCP, Azure, Oracle, DigitalOcean, OpenStack
  '169.254.170.2', // AWS ECS task metadata
  '100.100.100.200', // Alibaba Cloud
  '192.0.0.192', // Oracle Cloud (classic)
  'fd00:ec2::254', // AWS over IPv6
]);

/** Parses an address as a socket reports it ('::1', '10.0.0.5'); undefined when it is none. */
export function parseAddress(text: string): Address | undefined {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  // a zone index (fe80::1%eth0) names an interface, never a global address
  if (bare.includes('%')) return ipaddr.IPv6.parse('fe80::');
  return ipaddr.isValid(bare) ? ipaddr.parse(bare) : undefined;
}

/** An IPv4-mapped IPv6 address (::ffff:127.0.0.1) as the IPv4 address it reaches; others unchanged. */
export const unwrap = (a: Address): Address =>
  a instanceof ipaddr.IPv6 && a.isIPv4MappedAddress() ? a.toIPv4Address() : a;

export function classify(a: Address): AddressClass {
  if (metadata.has(unwrap(a).toString())) return 'metadata';
  const range = a.range();
  // ::/96 other than :: and ::1 embeds an IPv4 address the old "IPv4-compatible" way; ipaddr.js calls it unicast
  if (range === 'unicast' && a instanceof ipaddr.IPv6 && a.match(ipaddr.IPv6.parse('::'), 96))
    return 'ipv4Compatible';
  return range;
}

export const isMetadata = (a: Address) => classify(a) === 'metadata';
