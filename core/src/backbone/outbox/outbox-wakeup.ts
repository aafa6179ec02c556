import { Redis } from 'ioredis';
import type { Logger } from 'pino';

const CHANNEL = 'balcao:outbox';

/**
 * Tells the process that runs a connection that it has something to send. With Redis, a publish reaches every
 * process at once (each ignores connections it does not run); without, the owner's short poll finds it.
 */
export class OutboxWakeup {
  private pub?: Redis;
  private sub?: Redis;

  constructor(
    private readonly redisUrl: string | undefined,
    private readonly log: Logger,
  ) {}

  get viaRedis(): boolean {
    return this.redisUrl !== undefined;
  }

  async start(onWake: (connectionId: number) => void): Promise<void> {
    if (!this.redisUrl) return;
    this.pub = new Redis(this.redisUrl, { maxRetriesPerRequest: 2 });
    this.sub = new Redis(this.redisUrl, { maxRetriesPerRequest: 2 });
    for (const r of [this.pub, this.sub])
      r.on('error', (err) => this.log.warn({ err }, 'outbox redis error'));
    this.sub.on('message', (_channel: string, text: string) => {
      const id = Number(text);
      if (Number.isInteger(id)) onWake(id);
    });
    await this.sub.subscribe(CHANNEL);
  }

  /** best effort: a lost wake-up only waits for the owner's next poll */
  notify(connectionId: number): void {
    this.pub
      ?.publish(CHANNEL, String(connectionId))
      .catch((err) => this.log.warn({ err }, 'outbox wake-up not published'));
  }

  async stop(): Promise<void> {
    this.sub?.disconnect();
    this.pub?.disconnect();
    this.sub = this.pub = undefined;
  }
}
