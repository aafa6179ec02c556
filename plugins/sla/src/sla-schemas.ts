import { z } from 'zod';
import { AppError, lenientBody, text } from '@balcao/core';
import { calendarDay } from '@balcao/plugin-tickets';

/** Minutes of a target: a whole number up to a year; null or absent: the policy has no such target. */
const minutes = z
  .number({ error: 'Must be a whole number of minutes' })
  .int({ error: 'Must be a whole number of minutes' })
  .min(1, { error: 'At least 1 minute' })
  .max(525_600, { error: 'At most a year' })
  .nullable()
  .optional()
  .transform((v) => v ?? null);

const fields = z
  .object({
    name: text(1, 100),
    appliesTo: z.enum(['company', 'queue', 'tag', 'connection'], {
      error: 'company, queue, tag or connection',
    }),
    targetId: z.number().int().positive().nullable().optional(),
    firstResponseMinutes: minutes,
    nextResponseMinutes: minutes,
    resolutionMinutes: minutes,
    businessHours: z.boolean().optional().default(false),
  })
  .strict();

/**
 * What a schema of one field cannot say: a queue, tag or connection policy names its target, and a policy has at
 * least one target. 400 ERR_VALIDATION with the field, as a schema's refusal.
 */
export function checkPolicy(p: z.output<typeof fields>): PolicyFields {
  if (p.appliesTo !== 'company' && !p.targetId)
    throw new AppError('ERR_VALIDATION', 400, { fields: { targetId: 'Required' } });
  if (p.firstResponseMinutes === null && p.nextResponseMinutes === null && p.resolutionMinutes === null)
    throw new AppError('ERR_VALIDATION', 400, {
      fields: { firstResponseMinutes: 'Set at least one target' },
    });
  return { ...p, targetId: p.appliesTo === 'company' ? null : (p.targetId ?? null) };
}

// the screen's form posts the record back as it loaded it
const echoes = ['id', 'companyId', 'createdAt', 'updatedAt', 'targetName'];

/** POST /sla-policies, and PUT /sla-policies/:id (a policy is replaced whole: it is a handful of fields) */
export const policyBody = lenientBody(fields, { echoes });

export type PolicyFields = Omit<z.output<typeof policyBody>, 'targetId'> & { targetId: number | null };

/** GET /sla-report: the days (both included, the company's calendar; GET /reports' names) and the split */
export const attainmentQuery = z
  .object({
    initialDate: calendarDay.optional(),
    finalDate: calendarDay.optional(),
    by: z.enum(['queue', 'attendant'], { error: 'queue or attendant' }).default('queue'),
  })
  .refine((q) => !q.initialDate || !q.finalDate || q.initialDate <= q.finalDate, {
    path: ['finalDate'],
    error: 'Data inicial não pode ser maior que data final',
  });

const target = { met: z.number().int(), breached: z.number().int() };
const attainmentFigures = {
  tickets: z.number().int().describe('tickets whose SLA started in the period under a policy'),
  breached: z.number().int().describe('of them, those that breached any target'),
  attainment: z.number().nullable().describe('0 to 1: the share without a breach; null without tickets'),
  firstResponse: z.object(target),
  nextResponse: z.object({ breached: z.number().int() }),
  resolution: z.object(target),
};

// the answer, for /openapi.json (the service builds it)
export const attainmentAnswer = z.object({
  by: z.enum(['queue', 'attendant']),
  from: z.string(),
  to: z.string(),
  totals: z.object(attainmentFigures),
  rows: z.array(
    z.object({
      key: z.number().int().nullable().describe('null: the tickets without one'),
      name: z.string(),
      ...attainmentFigures,
    }),
  ),
});
