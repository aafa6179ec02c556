import type { Logger } from 'pino';
import { WakeupChannel } from '../wakeup-channel.js';

/**
 * Tells the process that runs a connection that another process stored an event for it (a webhook may reach any
 * process). With Redis, a publish reaches every process (each ignores connections it does not run); without,
 * the owner's heartbeat sweep finds the event.
 */
export class InboxWakeup {
  private readonly channel: WakeupChannel;

  constructor(redisUrl: string | undefined, log: Logger) {
    this.channel = new WakeupChannel(redisUrl, log, 'balcao:inbox', 'inbox');
  }

  start(onWake: (connectionId: number, chatKey: string) => void): Promise<void> {
    return this.channel.start((text) => {
      const at = text.indexOf(' ');
      const id = Number(text.slice(0, at));
      if (at > 0 && Number.isInteger(id)) onWake(id, text.slice(at + 1));
    });
  }

  /** best effort: a lost wake-up only waits for the owner's next heartbeat */
  notify(connectionId: number, chatKey: string): void {
    this.channel.publish(`${connectionId} ${chatKey}`);
  }

  stop(): Promise<void> {
    return this.channel.stop();
  }
}
