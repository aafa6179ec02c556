import { Redis } from 'ioredis';
import type { Logger } from 'pino';

const CHANNEL = 'balcao:inbox';

/**
 * Tells the process that runs a connection that another process stored an event for it (a webhook may reach any
 * process). With Redis, a publish reaches every process (each ignores connections it does not run); without,
 * the owner's heartbeat sweep finds the event.
 */
export class InboxWakeup {
  private pub?: Redis;
  private sub?: Redis;

  constructor(
    private readonly redisUrl: string | undefined,
    private readonly log: Logger,
  ) {}

  async start(onWake: (connectionId: number, chatKey: string) => void): Promise<void> {
    if (!this.redisUrl) return;
    this.pub = new Redis(this.redisUrl, { maxRetriesPerRequest: 2 });
    this.sub = new Redis(this.redisUrl, { maxRetriesPerRequest: 2 });
    for (const r of [this.pub, this.sub]) r.on('error', (err) => this.log.warn({ err }, 'inbox redis error'));
    this.sub.on('message', (_channel: string, text: string) => {
      const at = text.indexOf(' ');
      const id = Number(text.slice(0, at));
      if (at > 0 && Number.isInteger(id)) onWake(id, text.slice(at + 1));
    });
    await this.sub.subscribe(CHANNEL);
  }

  /** best effort: a lost wake-up only waits for the owner's next heartbeat */
  notify(connectionId: number, chatKey: string): void {
    this.pub
      ?.publish(CHANNEL, `${connectionId} ${chatKey}`)
      .catch((err) => this.log.warn({ err }, 'inbox wake-up not published'));
  }

  async stop(): Promise<void> {
    this.sub?.disconnect();
    this.pub?.disconnect();
    this.sub = this.pub = undefined;
  }
}
