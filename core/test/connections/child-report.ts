import type { Kernel } from '../../src/kernel.js';
import type { ChannelHookEvents } from '../../src/connections/channels-api.js';
import { say } from '../support/child-side.js';

export { say };

/**
 * The common life of a child kernel: report lease changes and saved statuses, listen on a free port, say
 * `ready` with its URL, and stop cleanly (saying `stopped`) on SIGTERM.
 */
export async function serveAndReport(kernel: Kernel): Promise<void> {
  kernel.hooks.on<ChannelHookEvents['connection.lease']>('connection.lease', (e) =>
    say({ ev: 'lease', ...e }),
  );
  kernel.hooks.on<ChannelHookEvents['connection.status']>('connection.status', (e) =>
    say({ ev: 'status', ...e }),
  );
  const url = await kernel.listen(0, '127.0.0.1');
  say({ ev: 'ready', url, owner: kernel.channels.owner });
  process.once('SIGTERM', () => {
    void kernel.stop().then(() => {
      say({ ev: 'stopped' });
      process.exit(0);
    });
  });
}
