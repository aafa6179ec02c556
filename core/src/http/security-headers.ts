import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from 'koa-helmet';
import compose from 'koa-compose';
import type { Middleware } from 'koa';

/** Extra sources a plugin's screens need, merged into the shell's Content-Security-Policy. */
export interface ContentSources {
  frameSrc?: string[];
  imgSrc?: string[];
  mediaSrc?: string[];
  connectSrc?: string[];
}

/**
 * Security headers on every response (helmet): nosniff, no framing by other sites, a strict referrer policy,
 * and a CSP for the shell. Scripts come only from this origin, plus the hashes of the inline scripts of the
 * built index.html (the theme is applied before first paint). Styles allow inline attributes, which React and
 * Blueprint set. HSTS only on requests that arrived over https (behind a proxy: TRUST_PROXY).
 */
export function securityHeaders(opts: { shellDist: string; sources: ContentSources[] }): Middleware {
  const extra = (key: keyof ContentSources) => [...new Set(opts.sources.flatMap((s) => s[key] ?? []))];
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(opts.shellDist)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra('imgSrc')],
        mediaSrc: ["'self'", 'data:', 'blob:', ...extra('mediaSrc')],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extra('connectSrc')],
        frameSrc: ["'self'", ...extra('frameSrc')],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // the API is called from other origins (Whaticket clients, CORS_ORIGINS): resources may be read cross-origin
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const hsts = helmet.hsts({ maxAge: 180 * 86400, includeSubDomains: true });
  const hstsOnHttps: Middleware = (ctx, next) => (ctx.secure ? hsts(ctx, next) : next());
  return compose([headers, hstsOnHttps]);
}

function inlineScriptHashes(shellDist: string): string[] {
  const index = join(shellDist, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .filter((body) => body.trim())
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}
