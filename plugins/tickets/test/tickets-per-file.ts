import { signedInUser } from '@balcao/core/testing';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startTicketsKernel, type TicketsKernel } from './tickets-kernel.js';

/** company A's id beside the kernel, as most tickets tests read it */
export type TicketsFileKernel = TicketsKernel & { companyId: number };

/**
 * The tickets kernel of a whole test file (started before its first test, stopped after its last), its
 * database, and `userOfA`: a new user of company A, signed in. Apart from tickets-kernel.ts: it imports vitest,
 * which the benches must not load.
 */
export function ticketsKernelPerFile() {
  const k = kernelPerFile<TicketsFileKernel>(async () => {
    const started = await startTicketsKernel();
    return { ...started, companyId: started.seed.a.id };
  }, 60_000);
  const userOfA = (fields: Parameters<typeof signedInUser>[2]) => signedInUser(k.t, k.companyId, fields);
  return { k, db: () => k.t.kernel.knex, userOfA };
}
