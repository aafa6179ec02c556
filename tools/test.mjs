#!/usr/bin/env node
// `npm test` on a fresh clone: installs what is missing, then every suite (tools/src/test-all.ts).
import { ensureWorkspace, run } from './bootstrap.mjs';

ensureWorkspace();
run('pnpm', ['exec', 'tsx', 'tools/src/test-all.ts', ...process.argv.slice(2)]);
