import { z } from 'zod';

/** 2025-02-30 rolls over to March: a real day reads back as written. */
const isCalendarDay = (v: string) => {
  const at = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(v);
};

/** `YYYY-MM-DD`, a real calendar day; `""` (an emptied date field) means "not given". */
const day = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Data inválida' })
    .refine(isCalendarDay, { error: 'Data inválida' })
    .optional(),
);

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
