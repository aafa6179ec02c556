import type { Kernel } from '../../src/kernel.js';

export interface RouteEntry {
  method: string;
  path: string;
}

/** Every method + path the kernel and its plugins answer, read from the routers themselves. */
export function routeTable(kernel: Kernel): RouteEntry[] {
  const seen = new Set<string>();
  const out: RouteEntry[] = [];
  for (const router of kernel.routers)
    for (const layer of router.stack)
      for (const method of layer.methods) {
        if (method === 'HEAD') continue;
        const path = String(layer.path);
        const key = `${method} ${path}`;
        if (seen.has(key) || !path.startsWith('/')) continue;
        seen.add(key);
        out.push({ method, path });
      }
  return out;
}

export const fillPath = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`no value for :${name} in ${path}`);
    return String(params[name]);
  });
