import { z } from 'zod';
import { pageNumber, searchParam } from '@balcao/core';
import { actorKinds } from './audit-entry.js';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Invalid date' })
  .optional();
const blankIsAbsent = (v: unknown) => (v === '' ? undefined : v);

/** GET /audit-logs: search and filters; `companyId` is the super user's (anyone else: 403). */
export const auditLogQuery = z
  .object({
    searchParam: searchParam(),
    pageNumber: pageNumber(),
    actorKind: z.preprocess(blankIsAbsent, z.enum(actorKinds as [string, ...string[]]).optional()),
    actorId: z.preprocess(blankIsAbsent, z.coerce.number().int().positive().optional()),
    action: z.preprocess(blankIsAbsent, z.string().max(80).optional()),
    entityType: z.preprocess(blankIsAbsent, z.string().max(40).optional()),
    entityId: z.preprocess(blankIsAbsent, z.string().max(64).optional()),
    dateFrom: z.preprocess(blankIsAbsent, day),
    dateTo: z.preprocess(blankIsAbsent, day),
    companyId: z.preprocess(blankIsAbsent, z.coerce.number().int().positive().optional()),
  })
  .strict();

export type AuditLogQuery = z.output<typeof auditLogQuery>;
