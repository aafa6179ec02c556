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
 * Security headers (helmet). A document (HTML, SVG, XML: what a browser may run as a page) gets the whole set:
 * a CSP for the shell (scripts only from this origin, plus the hashes of the built index.html's inline scripts,
 * which apply the theme before first paint; styles allow inline attributes, which React and Blueprint set),
 * no framing by other sites, a strict referrer policy. A route that set a CSP of its own (stored media) keeps it.
 * Every other answer (scripts, styles, JSON) gets only what applies to it: nosniff and the resource policy; a
 * CSP or frame rule on a script or a JSON answer does nothing but weigh on every request. HSTS on every answer
 * to a request that arrived over https (behind a proxy: TRUST_PROXY).
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
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const hsts = helmet.hsts({ maxAge: 180 * 86400, includeSubDomains: true });
  const hstsOnHttps: Middleware = (ctx, next) => (ctx.secure ? hsts(ctx, next) : next());
  const everyAnswer: Middleware = async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    // the API is called from other origins (Whaticket clients, CORS_ORIGINS): resources may be read cross-origin
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    try {
      await next();
    } finally {
      if (DOCUMENT.test(ctx.response.type)) {
        const own = ctx.response.get('Content-Security-Policy');
        await headers(ctx, () => Promise.resolve());
        if (own) ctx.set('Content-Security-Policy', own);
      }
    }
  };
  return compose([everyAnswer, hstsOnHttps]);
}

/** Types a browser may render as a page of this origin. */
const DOCUMENT = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)$/;

function inlineScriptHashes(shellDist: string): string[] {
  const index = join(shellDist, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .filter((body) => body.trim())
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}
