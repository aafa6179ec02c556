import { existsSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { ProxyOptions } from 'vite';

/** What Vite's dev server answers itself: its client and dependencies, the shell's sources, index.html. */
const viteOwned = /^\/(?:@|__|node_modules\/|src\/|index\.html$|$)/;
/**
 * Kernel paths a browser opens as pages or files, which the kernel answers before its shell fallback
 * (the simulator, the API reference, remotes and uploads: see core/src/http/static-files.ts).
 */
const kernelPages = /^\/(?:sim(?:\/|$)|api-docs(?:\/|$)|openapi\.json$|remotes\/|public\/)/;

/**
 * The dev server's proxy: every path that is not the shell's own goes to the kernel, so a plugin's routes
 * work in `pnpm dev` without a list to keep up to date. Browser navigations (GET asking for HTML, no
 * Authorization) load the shell, as the kernel's own fallback does in production.
 */
export function devProxy(kernel: string, shellRoot: string): Record<string, ProxyOptions> {
  const publicDir = join(shellRoot, 'public');
  const isPublicFile = (path: string) => {
    const file = join(publicDir, path);
    return file.startsWith(publicDir + sep) && existsSync(file) && statSync(file).isFile();
  };
  return {
    '/socket.io': { target: kernel, ws: true, changeOrigin: true },
    '^/': {
      target: kernel,
      changeOrigin: true,
      // a string keeps the request with Vite (at that URL); undefined sends it to the kernel
      bypass(req: IncomingMessage) {
        const url = req.url ?? '/';
        const path = decodePath(url.split('?')[0]!);
        if (path === undefined) return undefined;
        if (viteOwned.test(path) || isPublicFile(path)) return url;
        if (isNavigation(req) && !kernelPages.test(path)) return '/index.html';
        return undefined;
      },
    },
  };
}

function isNavigation(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers.authorization) return false;
  const accept = String(req.headers.accept ?? '');
  const html = accept.indexOf('text/html');
  const json = accept.indexOf('application/json');
  // as the kernel's ctx.accepts('json', 'html'): HTML named before JSON (a browser names no JSON)
  return html !== -1 && (json === -1 || html < json);
}

/** undefined for a malformed path: the kernel answers it (with a 4xx) */
function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}
