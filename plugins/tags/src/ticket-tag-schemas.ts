import { z } from 'zod';
import { lenientBody, pageNumber, searchParam } from '@balcao/core';

const id = z.coerce.number({ error: 'Must be an id' }).int().positive();

/** Whaticket's clients send id lists in the query as JSON text: `queueIds=[1,2]`. */
const jsonIds = z
  .string()
  .max(2000)
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Must be a JSON list of ids' });
      return z.NEVER;
    }
  })
  .pipe(z.array(id).max(500))
  .optional();

/**
 * POST /tags/sync: the ticket and every tag it should carry. The tag picker sends whole tags (name, color, ...),
 * of which only the id counts.
 */
export const syncBody = lenientBody(
  z
    .object({
      ticketId: id,
      tags: z.array(z.looseObject({ id })).max(500),
    })
    .strict(),
);

/**
 * GET /ticket/kanban: Whaticket's filters. Keys its client adds that change nothing here (showAll, status, date,
 * its `teste` flag) are dropped, not refused, so the unchanged client works.
 */
export const kanbanQuery = z.object({
  queueIds: jsonIds,
  tags: jsonIds,
  users: jsonIds,
  searchParam: searchParam(),
  pageNumber: pageNumber(),
  withUnreadMessages: z.enum(['true', 'false']).optional(),
});

export type SyncBody = z.output<typeof syncBody>;
export type KanbanQuery = z.output<typeof kanbanQuery>;
