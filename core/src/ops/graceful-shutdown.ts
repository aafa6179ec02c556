import type { Kernel } from '../kernel.js';

export interface ShutdownOptions {
  /** how long the stop may take before the process exits anyway (SHUTDOWN_TIMEOUT_MS) */
  timeoutMs: number;
  /** how long /ready answers 503 before the listener closes (SHUTDOWN_DRAIN_DELAY_MS) */
  drainDelayMs?: number;
  /** after a clean stop (tests report it); default nothing */
  onStopped?: () => void;
  exit?: (code: number) => void;
}

/**
 * SIGTERM and SIGINT: mark the kernel draining (/ready 503), wait `drainDelayMs`, then stop it: no new
 * connections or claims, in-flight events and sends finish, leases are handed back for another process to
 * take at once, sockets close. Exit 0 after a clean stop, 1 if it took longer than `timeoutMs` (what was left
 * is stored and picked up by the next owner) or failed. A second signal exits at once.
 */
export function installGracefulShutdown(kernel: Kernel, opts: ShutdownOptions): void {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      kernel.log.warn({ signal }, 'second signal: exiting now');
      return exit(1);
    }
    stopping = true;
    kernel.log.info({ signal }, 'shutting down');
    kernel.drain();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((r) => (timer = setTimeout(() => r('late'), opts.timeoutMs)));
    const stop = (async () => {
      if (opts.drainDelayMs) await new Promise((r) => setTimeout(r, opts.drainDelayMs));
      await kernel.stop();
      return 'stopped' as const;
    })();
    try {
      const outcome = await Promise.race([stop, late]);
      if (outcome === 'late') {
        kernel.log.warn({ timeoutMs: opts.timeoutMs }, 'shutdown took too long; exiting with work left');
        return exit(1);
      }
      opts.onStopped?.();
      exit(0);
    } catch (err) {
      kernel.log.error({ err }, 'shutdown failed');
      exit(1);
    } finally {
      clearTimeout(timer);
    }
  };
  process.on('SIGTERM', (s) => void shutdown(s));
  process.on('SIGINT', (s) => void shutdown(s));
}
