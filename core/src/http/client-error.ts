import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * A request Node's parser refuses (an unknown method such as `FOO`, a broken request line, headers too large)
 * never reaches Koa; Node would answer it in plain text. This answers the API's JSON error shape instead, with
 * the status Node would have used.
 */
/** Node's own status for the parser's errors it does not answer 400 (its codes, not the API's) */
const nodeStatus: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = nodeStatus[err.code ?? ''] ?? 400;
  const body = JSON.stringify({ error: 'ERR_BAD_REQUEST' });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
