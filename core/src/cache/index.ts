export { SharedCache } from './shared-cache.js';
export { CacheBus } from './cache-bus.js';
