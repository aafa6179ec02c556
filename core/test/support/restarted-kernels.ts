import { createKernel, type Kernel } from '../../src/kernel.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';
import { testEnv } from './test-kernel.js';

/**
 * Kernels booted one after another on one database, as a server restarted on it: `boot` makes one (its
 * database made on first use), `cleanup` stops them all and drops the database.
 */
export function restartedKernels() {
  let db: TestDatabase | undefined;
  const kernels: Kernel[] = [];
  return {
    /** `before` runs once the kernel is made and before it starts its connections (a listener that must hear them) */
    async boot(before?: (k: Kernel) => void): Promise<Kernel> {
      db ??= await createTestDatabase();
      const kernel = await createKernel({ env: testEnv(db.url) });
      kernels.push(kernel);
      before?.(kernel);
      await kernel.migrate();
      await kernel.listen(0, '127.0.0.1');
      return kernel;
    },
    async cleanup(): Promise<void> {
      for (const k of kernels) await k.stop().catch(() => undefined);
      await db?.drop();
    },
  };
}
