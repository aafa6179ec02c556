import type { Page } from 'playwright-core';
import type { E2EKernel } from './kernel';

type Io = E2EKernel['kernel']['io'];
type ServerSocket = Io['sockets']['sockets'] extends Map<string, infer S> ? S : never;

/**
 * What a page and its user's sockets did, in order, for a failure message: navigations, console lines, the user's
 * sockets connecting and leaving, and the events matching `events` sent to them. A push-only feature (the bell)
 * otherwise fails with no trace of where its event went.
 */
export function traceUser(page: Page, io: Io, userId: number, events: RegExp) {
  const lines: string[] = [];
  const t0 = Date.now();
  const mark = (what: string) => lines.push(`${Date.now() - t0} ms ${what}`);
  page.on('framenavigated', (f) => f === page.mainFrame() && mark(`page at ${new URL(f.url()).pathname}`));
  page.on('console', (m) => mark(`console ${m.type()}: ${m.text()}`));
  const watch = (s: ServerSocket) => {
    if ((s.data as { user?: { id: number } }).user?.id !== userId) return;
    mark(`socket ${s.id} connected`);
    s.on('disconnect', (reason) => mark(`socket ${s.id} disconnected: ${reason}`));
    s.onAnyOutgoing((event) => events.test(String(event)) && mark(`socket ${s.id} sent ${String(event)}`));
  };
  io.on('connection', watch);
  for (const s of io.sockets.sockets.values()) watch(s);
  return {
    mark,
    text: () => lines.join('\n'),
    stop: () => io.off('connection', watch),
  };
}
