import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Runs `work` and measures the worst stall of this process's event loop meanwhile. A test kernel runs in the
 * test's process, so a request that blocks the server's loop shows here.
 */
export async function worstStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  try {
    const result = await work();
    return { result, stallMs: h.max / 1e6 };
  } finally {
    h.disable();
  }
}
