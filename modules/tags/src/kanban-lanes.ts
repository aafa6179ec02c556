import type { KanbanTicket, Tag } from './api';

/** The 'Em aberto' lane's id: it has no tag. */
export const OPEN_LANE = 0;

/**
 * Spec §2: a lane per kanban tag and first 'Em aberto' with the tickets on no lane. A ticket whose only tags are
 * not lanes stays in 'Em aberto' (else it would vanish from the board); one with two lane tags shows in both.
 */
export function laneTickets(tickets: KanbanTicket[], lanes: Tag[]): Map<number, KanbanTicket[]> {
  const ids = new Set(lanes.map((l) => l.id));
  const byLane = new Map<number, KanbanTicket[]>([
    [OPEN_LANE, []],
    ...lanes.map((l) => [l.id, []] as [number, KanbanTicket[]]),
  ]);
  for (const ticket of tickets) {
    const on = ticket.tags.filter((tag) => ids.has(tag.id)).map((tag) => tag.id);
    if (!on.length) byLane.get(OPEN_LANE)!.push(ticket);
    for (const id of on) byLane.get(id)!.push(ticket);
  }
  return byLane;
}

/** The ticket as the server will have it after a move: its lane tags gone, the target's added. */
export function movedTicket(ticket: KanbanTicket, lanes: Tag[], toLane: number): KanbanTicket {
  const ids = new Set(lanes.map((l) => l.id));
  const kept = ticket.tags.filter((tag) => !ids.has(tag.id));
  const target = lanes.find((l) => l.id === toLane);
  return {
    ...ticket,
    tags: target ? [...kept, { id: target.id, name: target.name, color: target.color, kanban: 1 }] : kept,
  };
}
