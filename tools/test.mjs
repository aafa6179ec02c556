#!/usr/bin/env node
// `npm test` on a fresh clone: installs what is missing, then every suite (tools/src/test-all.ts), which prints
// the install's time beside the other phases.
import { ensureWorkspace, run } from './bootstrap.mjs';

const started = Date.now();
ensureWorkspace();
process.env.BALCAO_INSTALL_SECONDS = String(Math.round((Date.now() - started) / 1000));
run('pnpm', ['exec', 'tsx', 'tools/src/test-all.ts', ...process.argv.slice(2)]);
