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

/** routes that read no body at all (junk sent to them is simply not read); the body sweeps skip them */
export const routesWithoutBody = new Set([
  'POST /auth/refresh_token',
  'POST /companies/:id/advance-due-date',
  'POST /jobs/:id/retry',
  'POST /inbox/failed/:id/retry',
  'POST /inbox/failed/retry',
  // session actions (try again, new QR) act on the connection in the path only
  'POST /whatsappsession/:id',
  'PUT /whatsappsession/:id',
  // Whaticket's client imports the phone's address book with an empty body; a file comes as multipart
  'POST /contacts/import',
  // tagging a ticket: both ids are in the path
  'PUT /ticket-tags/:ticketId/:tagId',
  // a campaign's cancel and restart act on the campaign in the path only
  'POST /campaigns/:id/cancel',
  'POST /campaigns/:id/restart',
  // a chat's read resets the caller's own count: Whaticket's { userId } is not read
  'POST /chats/:id/read',
  // a replay sends the delivery in the path again, as it was
  'POST /event-webhooks/deliveries/:id/replay',
  // applying a macro: the macro and the ticket are in the path (a retry's key in the Idempotency-Key header)
  'POST /macros/:id/apply/:ticketId',
  // a template sync reads Meta's list for the connection in the path
  'POST /whatsapp-cloud/:id/templates/sync',
]);
