import { beforeAll } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { openSettings, startCampaignsKernel, type CampaignsKernel } from './campaigns-kernel.js';
import { startCloudCampaignsKernel, type CloudCampaignsKernel } from './cloud-campaigns-kernel.js';

/** The campaigns kernel of a whole test file. Apart from campaigns-kernel.ts: it imports vitest. */
export const campaignsKernelPerFile = () => kernelPerFile<CampaignsKernel>(startCampaignsKernel, 60_000);

/**
 * The Cloud campaigns kernel of a whole test file, company A's campaigns sending with no pause between
 * messages. Apart from cloud-campaigns-kernel.ts: it imports vitest.
 */
export function cloudCampaignsPerFile(): CloudCampaignsKernel {
  const k = kernelPerFile<CloudCampaignsKernel>(startCloudCampaignsKernel, 60_000);
  beforeAll(async () => {
    await openSettings(k, k.seed.a.id, { messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0 });
  }, 60_000);
  return k;
}
