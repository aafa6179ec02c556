import type { Browser } from 'playwright-core';
import type { E2EKernel } from '../kernel';

export interface E2ETest {
  name: string;
  run(ctx: { browser: Browser; env: E2EKernel }): Promise<void>;
}
