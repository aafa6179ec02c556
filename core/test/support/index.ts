export * from './test-db.js';
