#!/usr/bin/env node
// `npm start` on a fresh clone: pnpm, dependencies, front-end builds, then the server (tools/src/serve.ts).
// Plain Node on purpose: nothing is installed yet when this runs.
import { join } from 'node:path';
import { ensureWorkspace, root, run } from './bootstrap.mjs';

ensureWorkspace();
// tsx itself rather than `pnpm exec tsx`: a second start with nothing to build is a few seconds, not pnpm's startup twice
const tsx = join(root, 'node_modules', '.bin', 'tsx');
// the shell and the remotes in one pass each, skipping what has not changed since its last build
run(tsx, ['shell/build/front-end/build.ts']);
run(tsx, ['tools/src/serve.ts']);
