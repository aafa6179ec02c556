import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  /** the raw body, as the signature covers it */
  body: string;
  method: string;
}

/**
 * A webhook receiver on 127.0.0.1 (the tests' egress allow-list): it answers each request with the next status
 * of its script (the last one repeats) and keeps what it got.
 */
export async function startReceiver(script: Array<{ status: number; body?: string }>) {
  const seen: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = script[Math.min(seen.length, script.length - 1)]!;
      seen.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        method: String(req.method),
      });
      res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body ?? '');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/balcao`,
    seen,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
