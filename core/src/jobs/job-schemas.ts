import { z } from 'zod';
import type { JobPage, JobSummary, JobWire } from '../contracts.js';
import { jobStates } from './types.js';

/** What the jobs view's routes answer (documented in /openapi.json; the tests parse real answers with them). */
const when = z.iso.datetime().nullable();

export const jobView = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    companyId: z.int().nullable().meta({ description: 'null for platform-wide jobs' }),
    companyName: z.string().nullable(),
    state: z.enum(jobStates),
    nextRunAt: when,
    lastRunAt: when,
    lastFinishedAt: when,
    failedAt: when,
    failCount: z.int(),
    failReason: z.string().nullable(),
    repeatInterval: z.union([z.string(), z.number()]).nullable(),
    disabled: z.boolean(),
  })
  .meta({ id: 'Job' }) satisfies z.ZodType<JobWire>;

export const jobPage = z.strictObject({
  jobs: z.array(jobView),
  count: z.int(),
  hasMore: z.boolean(),
}) satisfies z.ZodType<JobPage>;

export const jobSummary = z
  .strictObject({
    ...Object.fromEntries(jobStates.map((s) => [s, z.int()])),
    total: z.int(),
  } as Record<(typeof jobStates)[number] | 'total', z.ZodInt>)
  .meta({ description: 'How many jobs are in each state' }) satisfies z.ZodType<JobSummary>;

export const jobDeleted = z.strictObject({ message: z.literal('Job deleted') });
