import { createEgress, parseEgressAllow, type Egress } from '../../src/egress/index.js';

/**
 * An egress guard with the tests' allow-list (plain http to 127.0.0.1, where their fake servers listen), for code
 * tested without a kernel: the calls still go through the guard's rules, which are not turned off.
 */
export const testEgress = (allow = 'http://127.0.0.1'): Egress =>
  createEgress({ rules: parseEgressAllow(allow).rules, timeoutMs: 15_000, maxBytes: 20 * 1024 * 1024 });
