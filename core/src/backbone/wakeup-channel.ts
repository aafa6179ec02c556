import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * One Redis pub/sub channel between the processes, for wake-ups: a publish reaches every process at once. Without
 * a Redis URL it does nothing, and the owners' own sweeps find the work instead.
 */
export class WakeupChannel {
  private pub?: Redis;
  private sub?: Redis;

  constructor(
    private readonly redisUrl: string | undefined,
    private readonly log: Logger,
    private readonly channel: string,
    /** 'inbox' or 'outbox', in the log lines */
    private readonly name: string,
  ) {}

  get viaRedis(): boolean {
    return this.redisUrl !== undefined;
  }

  async start(onMessage: (text: string) => void): Promise<void> {
    if (!this.redisUrl) return;
    this.pub = new Redis(this.redisUrl, { maxRetriesPerRequest: 2 });
    this.sub = new Redis(this.redisUrl, { maxRetriesPerRequest: 2 });
    for (const r of [this.pub, this.sub])
      r.on('error', (err) => this.log.warn({ err }, `${this.name} redis error`));
    this.sub.on('message', (_channel: string, text: string) => onMessage(text));
    await this.sub.subscribe(this.channel);
  }

  /** best effort: a lost wake-up only waits for the owner's next sweep */
  publish(text: string): void {
    this.pub
      ?.publish(this.channel, text)
      .catch((err) => this.log.warn({ err }, `${this.name} wake-up not published`));
  }

  async stop(): Promise<void> {
    this.sub?.disconnect();
    this.pub?.disconnect();
    this.sub = this.pub = undefined;
  }
}
