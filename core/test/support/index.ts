export * from './test-db.js';
export * from './test-kernel.js';
export * from './http-client.js';
export * from './fixtures.js';
export * from './product-declarations.js';
export * from './socket-client.js';
export * from './child-process.js';
export * from './test-egress.js';
