import { afterAll, beforeAll } from 'vitest';
import { asaasCases } from './cases/asaas-cases.js';
import { ixcCases } from './cases/ixc-cases.js';
import { mkAuthCases } from './cases/mk-auth-cases.js';
import { startLookupWorld, stopLookupWorld, type LookupWorld } from './support/lookup-world.js';

// filled by beforeAll; the cases read it once their own beforeAll runs
const world = {} as LookupWorld;
beforeAll(() => startLookupWorld(world), 60_000);
afterAll(() => stopLookupWorld(world));

ixcCases(world);
mkAuthCases(world);
asaasCases(world);
