#!/usr/bin/env node
// `npm start` on a fresh clone: pnpm, dependencies, front-end builds, then the server (tools/src/serve.ts).
// Plain Node on purpose: nothing is installed yet when this runs.
import { ensureWorkspace, run } from './bootstrap.mjs';

ensureWorkspace();
// the shell and the remotes in one pass each, skipping what has not changed since its last build
run('pnpm', ['exec', 'tsx', 'shell/build/front-end/build.ts']);
run('pnpm', ['exec', 'tsx', 'tools/src/serve.ts']);
