export { SharedCache, type MemoOptions } from './shared-cache.js';
export { CacheBus } from './cache-bus.js';
