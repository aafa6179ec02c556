import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetch as undiciFetch } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createEgress,
  EgressError,
  parseEgressAllow,
  type Egress,
  type Resolve,
} from '../../src/egress/index.js';

/**
 * The egress guard against real sockets. Every address here is on this machine: 127.0.0.1 is the allowed
 * server, 127.0.0.2 stands for an internal host the guard must never reach (a trap listening on the same port).
 */
type Seen = { method: string; path: string; headers: IncomingMessage['headers']; body: string };
type Handler = (req: Seen, res: ServerResponse) => void;

async function listen(host: string, handler: Handler, port = 0) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const r = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      seen.push(r);
      handler(r, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return { server, seen, port: (server.address() as AddressInfo).port };
}

const close = (s: Server) => new Promise((r) => s.close(r));
let open: Egress[] = [];
const guard = (allow: string, extra: { resolve?: Resolve; timeoutMs?: number; maxBytes?: number } = {}) => {
  const egress = createEgress({
    rules: parseEgressAllow(allow).rules,
    timeoutMs: extra.timeoutMs ?? 5_000,
    maxBytes: extra.maxBytes ?? 1024 * 1024,
    ...(extra.resolve ? { resolve: extra.resolve } : {}),
  });
  open.push(egress);
  return egress;
};
afterEach(async () => {
  await Promise.all(open.map((e) => e.close()));
  open = [];
});
const failureOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    return err instanceof EgressError ? err.kind : `not an EgressError: ${String(err)}`;
  }
  return 'no failure';
};

let app: Awaited<ReturnType<typeof listen>>;
let trap: Awaited<ReturnType<typeof listen>>;
let other: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  app = await listen('127.0.0.1', (req, res) => {
    const [path, query] = req.path.split('?');
    if (path === '/ok') return res.end(`hello ${req.method} ${req.body}`);
    if (path === '/close') {
      res.setHeader('connection', 'close');
      return res.end('closed');
    }
    if (path === '/to-trap') {
      res.writeHead(302, { location: `http://127.0.0.2:${app.port}/secret` });
      return res.end();
    }
    if (path === '/to-other') {
      res.writeHead(307, { location: `http://127.0.0.1:${other.port}/seen` });
      return res.end();
    }
    if (path === '/hop') {
      const n = Number(query?.split('=')[1] ?? 0);
      res.writeHead(n >= 3 ? 200 : 303, n >= 3 ? {} : { location: `/hop?n=${n + 1}` });
      return res.end(n >= 3 ? `arrived ${req.method} ${req.body}` : '');
    }
    if (path === '/loop') {
      res.writeHead(302, { location: '/loop' });
      return res.end();
    }
    if (path === '/big') {
      res.setHeader('content-length', String(2 * 1024 * 1024));
      return res.end(Buffer.alloc(2 * 1024 * 1024, 97));
    }
    if (path === '/big-chunked') {
      res.write(Buffer.alloc(700 * 1024, 97));
      setTimeout(() => res.end(Buffer.alloc(700 * 1024, 98)), 20);
      return;
    }
    if (path === '/silent') return; // never answers
    res.statusCode = 404;
    res.end('no');
  });
  // the same port on another loopback address: a connection that skipped the check would land here
  trap = await listen('127.0.0.2', (_req, res) => res.end('internal secret'), app.port);
  other = await listen('127.0.0.1', (_req, res) => res.end('other origin'));
});
afterAll(async () => {
  await Promise.all([close(app.server), close(trap.server), close(other.server)]);
});
afterEach(() => {
  expect(trap.seen).toEqual([]);
});

const url = (path: string, host = '127.0.0.1') => `http://${host}:${app.port}${path}`;

describe('egress guard', () => {
  it('calls an allowed address and answers a standard Response', async () => {
    const res = await guard('http://127.0.0.1').fetch(url('/ok'), { method: 'POST', body: 'x=1' });
    expect(res).toBeInstanceOf(Response);
    expect([res.status, await res.text()]).toEqual([200, 'hello POST x=1']);
  });

  it('refuses loopback, plain http and unlisted addresses without connecting', async () => {
    const before = app.seen.length;
    expect(await failureOf(guard('').fetch(url('/ok')))).toBe('refused');
    expect(await failureOf(guard('127.0.0.1').fetch(url('/ok')))).toBe('refused'); // https only
    expect(await failureOf(guard('http://127.0.0.1').fetch(url('/ok', '127.0.0.2')))).toBe('refused');
    expect(await failureOf(guard(`http://127.0.0.1:${app.port + 1}`).fetch(url('/ok')))).toBe('refused');
    expect(app.seen.length).toBe(before);
  });

  it('decides on the addresses a name resolves to, and any refused answer refuses the name', async () => {
    const answers: Record<string, string[]> = {
      'app.test': ['127.0.0.1'],
      'inside.test': ['127.0.0.2'],
      'both.test': ['127.0.0.1', '127.0.0.2'],
    };
    const resolve: Resolve = async (name) => (answers[name] ?? []).map((address) => ({ address }));
    const egress = guard('http://127.0.0.1', { resolve });
    const res = await egress.fetch(url('/ok', 'app.test'));
    expect(await res.text()).toBe('hello GET ');
    expect(app.seen.at(-1)!.headers.host).toBe(`app.test:${app.port}`);
    expect(await failureOf(egress.fetch(url('/ok', 'inside.test')))).toBe('refused');
    expect(await failureOf(egress.fetch(url('/ok', 'both.test')))).toBe('refused');
    expect(await failureOf(egress.fetch(url('/ok', 'nowhere.test')))).toBe('unreachable');
  });

  it('connects to the address it checked: a DNS answer that changes between calls reaches nothing inside', async () => {
    let lookups = 0;
    // the first answer passes the check; every later one points inside (DNS rebinding)
    const resolve: Resolve = async () => [{ address: lookups++ === 0 ? '127.0.0.1' : '127.0.0.2' }];
    const egress = guard('http://127.0.0.1', { resolve });
    const first = await egress.fetch(url('/close', 'rebind.test'));
    expect(await first.text()).toBe('closed');
    // one lookup for the check and the connection alike: nothing asked the resolver a second time to connect
    expect(lookups).toBe(1);
    // the server closed that connection, so the next call resolves again and is refused
    expect(await failureOf(egress.fetch(url('/close', 'rebind.test')))).toBe('refused');
    // the trap on 127.0.0.2 saw nothing (afterEach)
  });

  it('checks every redirect again: one to an internal address is refused before it is followed', async () => {
    expect(await failureOf(guard('http://127.0.0.1').fetch(url('/to-trap')))).toBe('refused');
  });

  it('follows allowed redirects up to a cap, 303 as GET, credentials kept to their origin', async () => {
    const egress = guard('http://127.0.0.1');
    const hop = await egress.fetch(url('/hop?n=0'), { method: 'POST', body: 'secret-form' });
    expect([await hop.text(), hop.redirected, hop.url]).toEqual(['arrived GET ', true, url('/hop?n=3')]);

    const before = app.seen.length;
    expect(await failureOf(egress.fetch(url('/loop')))).toBe('redirects');
    expect(app.seen.length - before).toBe(6); // the first request and five redirects
    expect(await failureOf(egress.fetch(url('/loop'), { maxRedirects: 0 }))).toBe('redirects');
    const manual = await egress.fetch(url('/loop'), { redirect: 'manual' });
    expect(manual.status).toBe(302);

    const moved = await egress.fetch(url('/to-other'), {
      method: 'PUT',
      body: 'kept',
      headers: { authorization: 'Bearer tenant-token', 'x-kept': 'yes' },
    });
    expect(await moved.text()).toBe('other origin');
    const atOther = other.seen.at(-1)!;
    expect([atOther.method, atOther.body, atOther.headers['x-kept'], atOther.headers.authorization]).toEqual([
      'PUT',
      'kept',
      'yes',
      undefined,
    ]);
  });

  it('cuts an answer off past its size cap, announced or not', async () => {
    const egress = guard('http://127.0.0.1', { maxBytes: 1024 * 1024 });
    expect(await failureOf(egress.fetch(url('/big')))).toBe('too-large');
    const chunked = await egress.fetch(url('/big-chunked'));
    expect(await failureOf(chunked.arrayBuffer())).toBe('too-large');
    // a caller may ask for less, never for more than the operator's cap
    expect(await failureOf(egress.fetch(url('/ok'), { maxBytes: 4 }).then((r) => r.text()))).toBe(
      'too-large',
    );
    expect(await failureOf(egress.fetch(url('/big'), { maxBytes: 10 * 1024 * 1024 }))).toBe('too-large');
  });

  it('gives up after its time limit, and tells a closed port apart only in the log', async () => {
    const egress = guard('http://127.0.0.1', { timeoutMs: 300 });
    // /silent never answers: an answer at all is the limit's
    expect(await failureOf(egress.fetch(url('/silent')))).toBe('timeout');
    expect(await failureOf(egress.fetch(url('/silent'), { timeoutMs: 60_000 }))).toBe('timeout');
    const closedPort = await listen('127.0.0.1', () => undefined);
    await close(closedPort.server);
    expect(await failureOf(egress.fetch(`http://127.0.0.1:${closedPort.port}/`))).toBe('unreachable');
  });

  it('hands SDKs a dispatcher that checks every connection it opens', async () => {
    const egress = guard('http://127.0.0.1');
    const ok = await undiciFetch(url('/ok'), { dispatcher: egress.dispatcher });
    expect(await ok.text()).toBe('hello GET ');
    const refused = await undiciFetch(url('/ok', '127.0.0.2'), { dispatcher: egress.dispatcher }).catch(
      (err: Error) => err.cause,
    );
    expect(refused).toBeInstanceOf(EgressError);
  });

  it('says why a URL is refused on its face, and answers 400 ERR_EGRESS_URL_REFUSED for a form', () => {
    const egress = guard('');
    expect(egress.refusal('https://example.com/hook')).toBeUndefined();
    expect(egress.refusal('http://169.254.169.254/')).toBe('169.254.169.254 is metadata');
    expect(() => egress.ensureAllowed('http://127.0.0.1:8080/', 'urlN8N')).toThrow(
      expect.objectContaining({
        code: 'ERR_EGRESS_URL_REFUSED',
        status: 400,
        details: { fields: { urlN8N: 'URL not allowed' } },
      }),
    );
  });
});

describe('egress guard over TLS', () => {
  it('connects to the checked address and still verifies the certificate against the name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'egress-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=api.tenant.test',
        '-addext',
        'subjectAltName=DNS:api.tenant.test',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const cert = readFileSync(join(dir, 'cert.pem'));
    const server = createTlsServer({ key: readFileSync(join(dir, 'key.pem')), cert }, (_req, res) =>
      res.end('tls ok'),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const resolve: Resolve = async () => [{ address: '127.0.0.1' }];
    const egress = createEgress({
      rules: parseEgressAllow('127.0.0.1').rules,
      timeoutMs: 5_000,
      maxBytes: 1024,
      resolve,
      tls: { ca: cert },
    });
    try {
      const res = await egress.fetch(`https://api.tenant.test:${port}/`);
      expect(await res.text()).toBe('tls ok');
      // the certificate names api.tenant.test: reached by another name, the same address is refused by TLS
      expect(await failureOf(egress.fetch(`https://other.tenant.test:${port}/`))).toBe('unreachable');
    } finally {
      await egress.close();
      await close(server);
    }
  });
});
