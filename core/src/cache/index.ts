export { SharedCache, readInTransactions, type MemoOptions } from './shared-cache.js';
export { CacheBus } from './cache-bus.js';
