import type { Knex } from 'knex';
import type { Redis } from 'ioredis';

export interface ReadinessDeps {
  knex: Knex;
  redis?: Redis;
  isListening(): boolean;
  isDraining(): boolean;
}

export type CheckResult = 'ok' | 'draining' | 'not listening' | string;

const within = <T>(p: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref()),
  ]);

/**
 * Can this process take traffic: the database answers, Redis answers (when configured), the HTTP server is
 * listening and the kernel is not shutting down. Each check is named in the answer, so a 503 says which.
 */
export async function checkReadiness(
  d: ReadinessDeps,
): Promise<{ ok: boolean; checks: Record<string, CheckResult> }> {
  const probe = async (fn: () => Promise<unknown>): Promise<CheckResult> => {
    try {
      await within(fn(), 2000);
      return 'ok';
    } catch (err) {
      return err instanceof Error ? err.message : String(err);
    }
  };
  const checks: Record<string, CheckResult> = {
    kernel: d.isDraining() ? 'draining' : d.isListening() ? 'ok' : 'not listening',
    database: await probe(() => d.knex.raw('select 1')),
  };
  if (d.redis) checks.redis = await probe(() => d.redis!.ping());
  return { ok: Object.values(checks).every((c) => c === 'ok'), checks };
}
