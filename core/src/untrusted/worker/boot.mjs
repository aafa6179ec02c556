// The parse worker's entry: a worker thread starts without the main thread's TypeScript loader (under vitest
// there is none to inherit), so it registers tsx for itself before loading the worker's TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
