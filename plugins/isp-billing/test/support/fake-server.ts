import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a fake billing system received. */
export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type FakeAnswer = { status?: number; json?: unknown; text?: string };

export interface FakeServer {
  url: string;
  received: Received[];
  /** answers 503 to everything while true: the system is down */
  down: boolean;
  /** answers nothing while true: the system hangs */
  hang: boolean;
  close(): Promise<void>;
}

/**
 * A local HTTP server on a free port standing in for a billing system's REST API; on 127.0.0.2 it stands for an
 * internal host the egress guard must never let the server reach (the tests allow 127.0.0.1 only).
 */
export async function startFake(
  answer: (req: Received) => FakeAnswer,
  host = '127.0.0.1',
): Promise<FakeServer> {
  const received: Received[] = [];
  const fake: FakeServer = { url: '', received, down: false, hang: false, close: async () => {} };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      if (fake.hang) return;
      const out = fake.down ? { status: 503, text: 'Service Unavailable' } : answer(request);
      res.statusCode = out.status ?? 200;
      if (out.json !== undefined) res.setHeader('Content-Type', 'application/json');
      res.end(out.json !== undefined ? JSON.stringify(out.json) : (out.text ?? ''));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  fake.url = `http://${host}:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** Runs `run` with the fake down (503 to everything), and brings it back up after, whatever happened. */
export async function whileDown(fake: FakeServer, run: () => Promise<void>): Promise<void> {
  fake.down = true;
  try {
    await run();
  } finally {
    fake.down = false;
  }
}
