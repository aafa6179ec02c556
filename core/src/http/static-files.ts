import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

/**
 * Serves the built shell at /, each built remote at /remotes/<name>/ and uploaded files at /public/.
 * A browser navigation (GET asking for HTML) to any other path gets the shell's index.html, so deep links
 * like /tickets/abc work while the same path asked for JSON reaches the API.
 */
export function staticFiles(opts: { rootDir: string; publicDir: string }): Middleware {
  const shellDist = join(opts.rootDir, 'shell', 'dist');
  const modulesDir = join(opts.rootDir, 'modules');
  const publicDir = resolve(opts.publicDir);
  const remotes = new Map<string, string>();
  if (existsSync(modulesDir))
    for (const name of readdirSync(modulesDir)) remotes.set(name, join(modulesDir, name, 'dist'));

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const path = ctx.path;
    const remote = /^\/remotes\/([a-z0-9-]+)\/(.+)$/.exec(path);
    if (remote) {
      const dir = remotes.get(remote[1]!);
      if (!dir) return next();
      // remoteEntry.js must never be cached: it names the hashed chunks of the current build
      const immutable = !remote[2]!.endsWith('remoteEntry.js');
      return serve(ctx, remote[2]!, dir, immutable, next);
    }
    if (path.startsWith('/public/')) return serve(ctx, path.slice('/public/'.length), publicDir, false, next);
    if (path.startsWith('/assets/')) return serve(ctx, path.slice(1), shellDist, true, next);
    if (/^\/[\w.-]+\.(svg|png|ico|webmanifest|txt)$/.test(path))
      return serve(ctx, path.slice(1), shellDist, false, next);
    // a document, not a page: a browser opening it reads the JSON rather than the shell
    if (path === '/openapi.json') return next();
    const wantsHtml = ctx.accepts('json', 'html') === 'html' && !ctx.get('authorization');
    if (wantsHtml && existsSync(join(shellDist, 'index.html'))) {
      ctx.set('Cache-Control', 'no-cache');
      return void (await send(ctx, 'index.html', { root: shellDist }));
    }
    return next();
  };
}

async function serve(
  ctx: Parameters<Middleware>[0],
  file: string,
  root: string,
  immutable: boolean,
  next: () => Promise<unknown>,
) {
  // a bare prefix (/public/) names no file: koa-send would throw an assertion, not a 404
  if (!file) return next();
  try {
    await send(ctx, file, { root, immutable, maxage: immutable ? 31536000000 : 0 });
  } catch (err) {
    const status = (err as { status?: number }).status ?? 0;
    // not found, or a path koa-send refuses (malformed encoding, traversal): the API's 404 answers it
    if (status >= 400 && status < 500) return next();
    throw err;
  }
}
