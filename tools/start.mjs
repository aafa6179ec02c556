#!/usr/bin/env node
// `npm start` on a fresh clone: pnpm, dependencies, front-end builds, then the server (tools/src/serve.ts).
// Plain Node on purpose: nothing is installed yet when this runs.
import { ensureWorkspace, run } from './bootstrap.mjs';

ensureWorkspace();
run('pnpm', ['--filter', './shell', '--filter', './modules/*', 'run', '--if-present', 'build']);
run('pnpm', ['exec', 'tsx', 'tools/src/serve.ts']);
