import { z } from 'zod';
import { calendarDay } from '@balcao/plugin-tickets';

/** `YYYY-MM-DD`, a real calendar day; `""` (an emptied date field) means "not given". */
const day = z.preprocess((v) => (v === '' ? undefined : v), calendarDay.optional());

/** Whaticket's clients send their own company id along; it is never read (the caller's company is). */
const companyId = z.string().max(20).optional();

const inOrder = (from?: string, to?: string) => !from || !to || from <= to;
const outOfOrder = 'Data inicial não pode ser maior que data final';

/**
 * GET /dashboard: the last `days` days, and/or from `date_from` to `date_to` (spec §7). Neither is spec §5's
 * 'Parametrize o filtro' (days=0 is the period select's "Nenhum selecionado").
 */
export const dashboardQuery = z
  .object({
    days: z.coerce.number().int().min(0).max(3650).optional(),
    date_from: day,
    date_to: day,
    companyId,
  })
  .superRefine((q, ctx) => {
    if (!q.days && !q.date_from && !q.date_to)
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'Parametrize o filtro' });
    if (!inOrder(q.date_from, q.date_to))
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: outOfOrder });
  });

/** GET /dashboard/ticketsDay and /dashboard/ticketsUsers: a range of days, today when none is given. */
export const reportQuery = z.object({ initialDate: day, finalDate: day, companyId }).superRefine((q, ctx) => {
  if (!inOrder(q.initialDate, q.finalDate))
    ctx.addIssue({ code: 'custom', path: ['finalDate'], message: outOfOrder });
});

export type DashboardQuery = z.output<typeof dashboardQuery>;
export type ReportQuery = z.output<typeof reportQuery>;

// The answers, for /openapi.json (the services build them; nothing parses them)
const minutes = z.number().describe('minutes');

const ratingLine = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  average: z.number().describe('average rate, 1 to 3'),
  count: z.number().int(),
});

export const dashboardAnswer = z.object({
  counters: z.object({
    avgSupportTime: minutes,
    avgWaitTime: minutes,
    supportHappening: z.number().int(),
    supportPending: z.number().int(),
    supportFinished: z.number().int(),
    leads: z.number().int(),
  }),
  attendants: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      avgSupportTime: minutes,
      tickets: z.number().int(),
      rating: z.number().describe('average rate, 1 to 3; 0 when not rated'),
      online: z.boolean(),
    }),
  ),
  ratings: z.object({
    attendants: z.array(ratingLine),
    queues: z.array(ratingLine.describe('id null: tickets without a queue')),
  }),
});

export const ticketsByTimeAnswer = z.object({
  count: z.number().int(),
  data: z.union([
    z.array(z.object({ horario: z.number().int().min(0).max(23), total: z.number().int() })),
    z.array(z.object({ data: z.string().describe('dd/mm/YYYY'), total: z.number().int() })),
  ]),
});

export const ticketsByUserAnswer = z.object({
  data: z.array(
    z.object({
      quantidade: z.number().int(),
      nome: z.string(),
      data: z.string().optional().describe('YYYY-MM-DD, first day with a conversation'),
    }),
  ),
});
