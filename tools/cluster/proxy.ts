import http, { type IncomingMessage } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A tiny round-robin reverse proxy for a local cluster: plain requests and WebSocket upgrades go to the next
 * live target. A request whose target refuses the connection (a killed process) goes to the next one, so a
 * client sees no error while a process is down. Not for production: use nginx (see docker-compose.yml).
 */
export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

export async function startProxy(targets: () => string[], port = 0): Promise<RoundRobinProxy> {
  let turn = 0;
  const next = (): URL | undefined => {
    const list = targets();
    if (!list.length) return undefined;
    return new URL(list[turn++ % list.length]!);
  };
  const readBody = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const parts: Buffer[] = [];
      req.on('data', (c: Buffer) => parts.push(c));
      req.on('end', () => resolve(Buffer.concat(parts)));
      req.on('error', reject);
    });

  const server = http.createServer((req, res) => {
    void readBody(req).then((body) => {
      const attempt = (left: number) => {
        const target = next();
        if (!target) {
          res.writeHead(503).end('no live process');
          return;
        }
        const upstream = http.request(
          {
            host: target.hostname,
            port: target.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: req.headers.host ?? target.host },
          },
          (up) => {
            res.writeHead(up.statusCode ?? 502, up.headers);
            up.pipe(res);
          },
        );
        upstream.on('error', (err: NodeJS.ErrnoException) => {
          // refused: nothing reached the process, so trying the next one cannot run a request twice
          if (err.code === 'ECONNREFUSED' && left > 0) return attempt(left - 1);
          if (!res.headersSent) res.writeHead(502).end(String(err.code ?? err.message));
          else res.destroy();
        });
        upstream.end(body);
      };
      attempt(targets().length);
    });
  });

  server.on('upgrade', (req: IncomingMessage, client: net.Socket, head: Buffer) => {
    const target = next();
    if (!target) return client.destroy();
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
