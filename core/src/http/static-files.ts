import { existsSync, readdirSync, type Stats } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

/**
 * Serves the built shell at /, each built remote at /remotes/<name>/, the remotes built together in one pass at
 * /remotes/_bundle/ (shell/build/front-end/) and uploaded files at /public/.
 * A browser navigation (GET asking for HTML) to any other path gets the shell's index.html, so deep links
 * like /tickets/abc work while the same path asked for JSON reaches the API.
 */
export function staticFiles(opts: { rootDir: string; publicDir: string }): Middleware {
  const shellDist = join(opts.rootDir, 'shell', 'dist');
  const modulesDir = join(opts.rootDir, 'modules');
  const publicDir = resolve(opts.publicDir);
  const remotes = new Map<string, string>([['_bundle', join(opts.rootDir, 'build', 'remotes')]]);
  if (existsSync(modulesDir))
    for (const name of readdirSync(modulesDir)) remotes.set(name, join(modulesDir, name, 'dist'));

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const path = ctx.path;
    const remote = /^\/remotes\/([a-z0-9_-]+)\/(.+)$/.exec(path);
    if (remote) {
      const dir = remotes.get(remote[1]!);
      if (!dir) return next();
      // a remoteEntry.js is revalidated on every use (it names the hashed chunks of the current build); every
      // other file there has its hash in its name
      const immutable = !remote[2]!.endsWith('remoteEntry.js');
      return serve(ctx, remote[2]!, dir, immutable, next);
    }
    if (path.startsWith('/public/')) {
      const signed = signedMediaLink(path, ctx.querystring);
      if (signed) return ctx.redirect(signed);
      return serve(ctx, path.slice('/public/'.length), publicDir, false, next);
    }
    if (path.startsWith('/assets/')) return serve(ctx, path.slice(1), shellDist, true, next);
    if (/^\/[\w.-]+\.(svg|png|ico|webmanifest|txt)$/.test(path))
      return serve(ctx, path.slice(1), shellDist, false, next);
    // a document, not a page: a browser opening it reads the JSON rather than the shell
    if (path === '/openapi.json') return next();
    const wantsHtml = ctx.accepts('json', 'html') === 'html' && !ctx.get('authorization');
    if (wantsHtml && existsSync(join(shellDist, 'index.html'))) {
      await send(ctx, 'index.html', { root: shellDist, setHeaders: validators(false) });
      return void notModified(ctx);
    }
    return next();
  };
}

/**
 * Whaticket's client shows an announcement's image from `<backend>/public/<mediaPath>`, and Balcão's mediaPath is
 * already a signed link to the private file: `/public/<anything>/media/<id>?company&expires&signature` is sent on
 * to `/media/<id>` with its query, where the signature and the company are checked as for any link.
 */
function signedMediaLink(path: string, query: string): string | undefined {
  const id = /\/media\/([0-9a-f-]{36})$/.exec(path)?.[1];
  return id && /(^|&)signature=/.test(query) ? `/media/${id}?${query}` : undefined;
}

/**
 * Files without a hash in their name (index.html, remote entries, uploads) carry an ETag and Last-Modified and
 * `no-cache`: the browser keeps them and asks each time, and an unchanged file answers 304 with no body.
 */
const validators =
  (immutable: boolean) =>
  (res: ServerResponse, _path: string, stats: Stats): void => {
    res.setHeader('ETag', `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`);
    if (!immutable) res.setHeader('Cache-Control', 'no-cache');
  };

function notModified(ctx: Parameters<Middleware>[0]): void {
  if (ctx.status === 200 && ctx.fresh) ctx.status = 304;
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
    await send(ctx, file, {
      root,
      immutable,
      maxage: immutable ? 31536000000 : 0,
      setHeaders: validators(immutable),
    });
    notModified(ctx);
  } catch (err) {
    const status = (err as { status?: number }).status ?? 0;
    // not found, or a path koa-send refuses (malformed encoding, traversal): the API's 404 answers it
    if (status >= 400 && status < 500) return next();
    throw err;
  }
}
