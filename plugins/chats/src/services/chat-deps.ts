import type { PluginContext, Realtime } from '@balcao/core';

/** What the chat services need from the kernel; passed in so other plugins and tests call the same code. */
export interface ChatDeps {
  db: PluginContext['db'];
  realtime: Pick<Realtime, 'emitToUser' | 'emitToRoom'>;
}

/** Who is asking: every rule of the chat is about the caller's membership and ownership. */
export interface Caller {
  id: number;
  companyId: number;
}
