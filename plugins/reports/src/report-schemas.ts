import { z } from 'zod';
import { calendarDay } from '@balcao/plugin-tickets';

/** the longest period a report covers: two years of days */
export const MAX_DAYS = 731;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 864e5;

/** GET /reports: the days (both included, the company's calendar) and the dimension to split by. */
export const reportQuery = (dimensions: () => string[]) =>
  z
    .object({
      initialDate: calendarDay,
      finalDate: calendarDay,
      by: z.string().refine((by) => dimensions().includes(by), { error: 'Agrupamento inválido' }),
    })
    .superRefine((q, ctx) => {
      if (q.initialDate > q.finalDate)
        ctx.addIssue({
          code: 'custom',
          path: ['finalDate'],
          message: 'Data inicial não pode ser maior que data final',
        });
      else if (daysBetween(q.initialDate, q.finalDate) >= MAX_DAYS)
        ctx.addIssue({ code: 'custom', path: ['finalDate'], message: 'Período máximo de 2 anos' });
    });

// The answer, for /openapi.json (the tickets plugin's reports build it; nothing parses it)
const seconds = z.number().nullable().describe('average of whole seconds; null when no ticket had one');
const figures = {
  tickets: z.number().int().describe('ticket lives that started waiting in the period'),
  resolved: z.number().int(),
  waitSeconds: seconds,
  firstResponseSeconds: seconds,
  resolutionSeconds: seconds,
  ratings: z.number().int(),
  ratingAverage: z.number().nullable().describe('1 to 3'),
  satisfied: z.number().int().describe('rates of 3'),
};

export const reportAnswer = z.object({
  by: z.string(),
  from: z.string(),
  to: z.string(),
  totals: z.object(figures),
  rows: z.array(
    z.object({
      key: z.number().int().nullable().describe('null: the tickets without one'),
      name: z.string(),
      ...figures,
    }),
  ),
});
