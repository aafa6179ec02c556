import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    // tokens travel in the socket handshake query and the auth header; they never reach the logs
    redact: ['req.headers.authorization', 'req.headers.cookie', 'token', '*.token', 'password', '*.password'],
  });
}
