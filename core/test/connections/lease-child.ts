/**
 * One kernel process for the lease test: boots on the database the parent made, and reports on stdout, one
 * JSON line each, when it takes or gives up a connection and every status it saves.
 */
import { createKernel } from '../../src/kernel.js';
import { testEnv } from '../support/test-kernel.js';
import { serveAndReport } from './child-report.js';

const kernel = await createKernel({
  env: testEnv(process.env.DATABASE_URL!, {
    CHANNEL_LEASE_MS: process.env.CHANNEL_LEASE_MS ?? '3000',
    CHANNEL_HEARTBEAT_MS: process.env.CHANNEL_HEARTBEAT_MS ?? '500',
    INSTANCE_ID: process.env.INSTANCE_ID ?? `child-${process.pid}`,
  }),
});
await serveAndReport(kernel);
