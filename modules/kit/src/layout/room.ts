import { createEvent, createStore } from 'effector';
import { useEffect } from 'react';

const roomAsked = createEvent<number>();
const roomGiven = createEvent<number>();
let lastId = 0;

/** Who asks for room now (one id per request): the shell gives its own room up while any does. */
export const $roomRequests = createStore<number[]>([])
  .on(roomAsked, (ids, id) => [...ids, id])
  .on(roomGiven, (ids, id) => (ids.includes(id) ? ids.filter((i) => i !== id) : ids));

/** True while some screen asks for room: the shell collapses its side menu (unless the user chose otherwise). */
export const $roomRequested = $roomRequests.map((ids) => ids.length > 0);

/**
 * Asks the shell for more room (a panel opened beside a screen's content), until the returned function is called;
 * calling it again does nothing. Any module may ask; the shell decides what to give up.
 */
export function requestRoom(): () => void {
  const id = ++lastId;
  roomAsked(id);
  let given = false;
  return () => {
    if (given) return;
    given = true;
    roomGiven(id);
  };
}

/** Asks for room while `active` (a drawer is open), and stops when it is not or the component leaves. */
export function useRoomRequest(active: boolean): void {
  useEffect(() => (active ? requestRoom() : undefined), [active]);
}
