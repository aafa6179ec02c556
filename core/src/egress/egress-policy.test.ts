import { describe, expect, it } from 'vitest';
import { parseAddress } from './address-class.js';
import { EgressPolicy, type Protocol } from './egress-policy.js';
import { parseEgressAllow } from './egress-rules.js';

const policy = (allow = '') => new EgressPolicy(parseEgressAllow(allow).rules);
const verdict = (p: EgressPolicy, address: string, port = 443, protocol: Protocol = 'https:') =>
  p.connect(parseAddress(address)!, port, protocol);
const allowed = (p: EgressPolicy, address: string, port = 443, protocol: Protocol = 'https:') =>
  verdict(p, address, port, protocol).allowed;

describe('egress policy: addresses', () => {
  it('refuses every address that is not global unicast, naming its class', () => {
    const classes: Array<[string, string]> = [
      ['127.0.0.1', 'loopback'],
      ['127.8.9.10', 'loopback'],
      ['::1', 'loopback'],
      ['10.1.2.3', 'private'],
      ['172.16.0.1', 'private'],
      ['172.31.255.255', 'private'],
      ['192.168.1.1', 'private'],
      ['100.64.0.1', 'carrierGradeNat'],
      ['169.254.1.1', 'linkLocal'],
      ['fe80::1', 'linkLocal'],
      ['fc00::1', 'uniqueLocal'],
      ['fd12:3456::1', 'uniqueLocal'],
      ['0.0.0.0', 'unspecified'],
      ['0.1.2.3', 'unspecified'],
      ['::', 'unspecified'],
      ['224.0.0.1', 'multicast'],
      ['ff02::1', 'multicast'],
      ['255.255.255.255', 'broadcast'],
      ['::ffff:127.0.0.1', 'ipv4Mapped'],
      ['::ffff:8.8.8.8', 'ipv4Mapped'],
      ['::7f00:1', 'ipv4Compatible'],
      ['64:ff9b::7f00:1', 'rfc6052'],
      ['2002:7f00:1::', '6to4'],
      ['198.18.0.1', 'reserved'],
      ['240.0.0.1', 'reserved'],
      ['169.254.169.254', 'metadata'],
      ['169.254.170.2', 'metadata'],
      ['100.100.100.200', 'metadata'],
      ['fd00:ec2::254', 'metadata'],
    ];
    const p = policy();
    for (const [address, kind] of classes)
      expect([address, verdict(p, address)]).toEqual([
        address,
        { allowed: false, reason: `${parseAddress(address)!.toString()} is ${kind}` },
      ]);
  });

  it('lets https reach global addresses, and plain http only when the operator allows it', () => {
    const p = policy();
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700::1111']) expect(allowed(p, address)).toBe(true);
    expect(verdict(p, '8.8.8.8', 80, 'http:')).toEqual({ allowed: false, reason: 'plain http to 8.8.8.8' });
    expect(allowed(policy('http:'), '8.8.8.8', 80, 'http:')).toBe(true);
  });

  it('opens what the allow-list names: a range, an address on one port, plain http to one address', () => {
    const range = policy('10.0.0.0/8');
    expect(allowed(range, '10.2.3.4')).toBe(true);
    expect(allowed(range, '11.0.0.1')).toBe(true); // public anyway
    expect(allowed(range, '192.168.0.1')).toBe(false);
    expect(allowed(range, '10.2.3.4', 80, 'http:')).toBe(false);

    const onePort = policy('127.0.0.1:3000');
    expect(allowed(onePort, '127.0.0.1', 3000)).toBe(true);
    expect(allowed(onePort, '127.0.0.1', 3001)).toBe(false);
    expect(allowed(onePort, '127.0.0.2', 3000)).toBe(false);

    const plain = policy('http://127.0.0.1');
    expect(allowed(plain, '127.0.0.1', 8080, 'http:')).toBe(true);
    // listing 127.0.0.1 covers the same address written as IPv4-mapped IPv6
    expect(allowed(plain, '::ffff:127.0.0.1', 8080, 'http:')).toBe(true);
    // plain http to that address only, not everywhere
    expect(allowed(plain, '8.8.8.8', 80, 'http:')).toBe(false);

    const v6 = policy('[fd00::]/8:8443');
    expect(allowed(v6, 'fd12::1', 8443)).toBe(true);
    expect(allowed(v6, 'fd12::1', 443)).toBe(false);
  });

  it('opens a metadata address only to an entry naming it alone, never through a range', () => {
    expect(allowed(policy('169.254.0.0/16'), '169.254.10.1')).toBe(true);
    expect(allowed(policy('169.254.0.0/16'), '169.254.169.254')).toBe(false);
    expect(allowed(policy('0.0.0.0/0'), '169.254.169.254')).toBe(false);
    expect(allowed(policy('169.254.169.254'), '169.254.169.254')).toBe(true);
  });
});

describe('egress policy: URLs on their face', () => {
  it('refuses other schemes, literal internal addresses and localhost before anything is resolved', () => {
    const p = policy();
    const refused = [
      'ftp://files.example.com/',
      'file:///etc/passwd',
      'gopher://example.com/',
      'https://127.0.0.1:9000/token',
      'https://[::1]/',
      'https://[::ffff:7f00:1]/',
      // the URL parser reads these as 127.0.0.1
      'https://0x7f.1/',
      'https://2130706433/',
      'https://017700000001/',
      'https://localhost/',
      'https://api.localhost./',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.5:8080/',
      'http://example.com/hook',
      'not a URL',
    ];
    for (const url of refused) expect([url, p.url(url).allowed]).toEqual([url, false]);
    expect(p.url('https://example.com/hook')).toEqual({ allowed: true });
    expect(p.url('https://203.0.113.0.nip.io/hook')).toEqual({ allowed: true }); // a name: decided when resolved
  });

  it('follows the allow-list the same way', () => {
    const p = policy('http://127.0.0.1,10.0.0.0/8');
    expect(p.url('http://127.0.0.1:3000/').allowed).toBe(true);
    expect(p.url('http://localhost:3000/').allowed).toBe(true);
    expect(p.url('https://10.0.0.5:8080/').allowed).toBe(true);
    expect(p.url('http://10.0.0.5:8080/').allowed).toBe(false);
    // a name over plain http may resolve to 127.0.0.1: the connection decides
    expect(p.url('http://typebot.internal/').allowed).toBe(true);
    expect(policy('10.0.0.0/8').url('http://typebot.internal/').allowed).toBe(false);
  });
});
