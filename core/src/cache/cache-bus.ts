import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** Carries the keys a process wrote to every other process, over Redis pub/sub (one channel per deployment). */
export class CacheBus {
  private pub?: Redis;
  private sub?: Redis;
  private listener: (key: string) => void = () => undefined;
  private readonly channel: string;
  /** tags this process's messages: its own come back from Redis after it refilled the key, and must not drop it */
  private readonly origin = randomUUID();

  constructor(
    private readonly redisUrl: string,
    prefix: string,
    private readonly log: Logger,
  ) {
    this.channel = `${prefix}:cache`;
  }

  onInvalidate(listener: (key: string) => void): void {
    this.listener = listener;
  }

  async start(): Promise<void> {
    this.pub = new Redis(this.redisUrl, { maxRetriesPerRequest: 2 });
    this.sub = new Redis(this.redisUrl, { maxRetriesPerRequest: 2 });
    for (const r of [this.pub, this.sub]) r.on('error', (err) => this.log.warn({ err }, 'cache redis error'));
    this.sub.on('message', (_channel: string, message: string) => {
      const space = message.indexOf(' ');
      if (space < 0)
        this.listener(message); // a process of a version before the tag
      else if (message.slice(0, space) !== this.origin) this.listener(message.slice(space + 1));
    });
    await this.sub.subscribe(this.channel);
  }

  publish(key: string): void {
    this.pub
      ?.publish(this.channel, `${this.origin} ${key}`)
      .catch((err) => this.log.warn({ err }, 'cache invalidation not published'));
  }

  async stop(): Promise<void> {
    this.sub?.disconnect();
    this.pub?.disconnect();
    this.sub = this.pub = undefined;
  }
}
