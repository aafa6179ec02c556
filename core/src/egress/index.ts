export { createEgress, type Egress, type EgressOptions } from './create-egress.js';
export { EgressError, egressErrorIn, type EgressFailure } from './egress-error.js';
export { parseEgressAllow, noRules, type EgressRules, type AllowEntry } from './egress-rules.js';
export type { EgressFetch, EgressInit } from './guarded-fetch.js';
export type { Resolve } from './pinned-connector.js';
