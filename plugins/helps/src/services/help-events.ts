import { rooms, type Realtime } from '@balcao/core';
import type { Help } from '../help-model.js';

/** Whaticket's `help` event, heard by super users only (they are the ones managing the list). */
export type HelpEvent = { action: 'create' | 'update'; help: Help } | { action: 'delete'; helpId: number };

/** What a help service needs from the kernel; passed in, so jobs and other plugins can call the services. */
export interface HelpDeps {
  realtime: Pick<Realtime, 'emitToRoom'>;
}

export function emitHelpEvent({ realtime }: HelpDeps, event: HelpEvent) {
  realtime.emitToRoom(rooms.supers(), 'help', event);
}
