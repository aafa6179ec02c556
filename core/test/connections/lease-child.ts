/**
 * One kernel process for the lease test: boots on the database the parent made, and reports on stdout, one
 * JSON line each, when it takes or gives up a connection and every status it saves.
 */
import { createKernel } from '../../src/kernel.js';
import { serveAndReport } from './child-report.js';
import { childKernelEnv } from '../support/child-side.js';

const kernel = await createKernel({
  env: childKernelEnv(),
});
await serveAndReport(kernel);
