/**
 * One kernel process with billing, for the two-process test: once booted it runs the invoice generation 10
 * times at once and says `done` (one JSON line on stdout), so two such processes race on the same companies.
 */
import { createKernel } from '@balcao/core';
import { testEnv } from '@balcao/core/testing';
import billing, { type BillingServices } from '../../src/index.js';

const say = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(line)}\n`);

const kernel = await createKernel({ env: testEnv(process.env.DATABASE_URL!), plugins: [billing] });
await kernel.listen(0, '127.0.0.1');
const services = kernel.plugins.services.get('billing') as BillingServices;
say({ ev: 'ready' });
await Promise.all(Array.from({ length: 10 }, () => services.generateInvoices()));
say({ ev: 'done' });
await kernel.stop();
process.exit(0);
