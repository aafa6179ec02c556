import type { Logger } from 'pino';
import { WakeupChannel } from '../wakeup-channel.js';

/**
 * Tells the process that runs a connection that it has something to send. With Redis, a publish reaches every
 * process at once (each ignores connections it does not run); without, the owner's short poll finds it.
 */
export class OutboxWakeup {
  private readonly channel: WakeupChannel;

  constructor(redisUrl: string | undefined, log: Logger) {
    this.channel = new WakeupChannel(redisUrl, log, 'balcao:outbox', 'outbox');
  }

  get viaRedis(): boolean {
    return this.channel.viaRedis;
  }

  start(onWake: (connectionId: number) => void): Promise<void> {
    return this.channel.start((text) => {
      const id = Number(text);
      if (Number.isInteger(id)) onWake(id);
    });
  }

  /** best effort: a lost wake-up only waits for the owner's next poll */
  notify(connectionId: number): void {
    this.channel.publish(String(connectionId));
  }

  stop(): Promise<void> {
    return this.channel.stop();
  }
}
