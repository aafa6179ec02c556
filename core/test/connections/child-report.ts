import type { Kernel } from '../../src/kernel.js';
import { listenAndSayReady, reportConnections, say } from '../support/child-side.js';

export { say };

/**
 * The common life of a child kernel: report lease changes and saved statuses, listen on a free port, say
 * `ready` with its URL, and stop cleanly (saying `stopped`) on SIGTERM.
 */
export async function serveAndReport(kernel: Kernel): Promise<void> {
  reportConnections(kernel);
  await listenAndSayReady(kernel);
  process.once('SIGTERM', () => {
    void kernel.stop().then(() => {
      say({ ev: 'stopped' });
      process.exit(0);
    });
  });
}
