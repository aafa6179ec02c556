import { AppError } from '@balcao/core';
import type { AppliesTo } from '../sla-models.js';
import type { SlaDeps } from './sla-deps.js';

/**
 * The name of the queue, tag or connection a policy applies to, read through its owner; a target that is not the
 * company's is 400 ERR_SLA_TARGET_NOT_FOUND on `targetId` (null for a company-wide policy).
 */
export async function targetName(
  deps: SlaDeps,
  companyId: number,
  appliesTo: AppliesTo,
  targetId: number | null,
): Promise<string | null> {
  if (appliesTo === 'company' || targetId === null) return null;
  try {
    if (appliesTo === 'queue') return (await deps.queues.findQueue(companyId, targetId)).name;
    if (appliesTo === 'tag') return (await deps.tags.find(companyId, targetId)).name;
    const row = (await deps.db.tenant(companyId)('whatsapps').where({ id: targetId }).first('name')) as
      { name: string } | undefined;
    if (row) return row.name;
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 404) throw err;
  }
  throw new AppError('ERR_SLA_TARGET_NOT_FOUND', 400, { fields: { targetId: 'Not found' } });
}

/** The same, for listing: a target deleted since reads as null rather than failing the list. */
export async function targetNameOrNull(
  deps: SlaDeps,
  companyId: number,
  appliesTo: AppliesTo,
  targetId: number | null,
): Promise<string | null> {
  try {
    return await targetName(deps, companyId, appliesTo, targetId);
  } catch (err) {
    if (err instanceof AppError && err.code === 'ERR_SLA_TARGET_NOT_FOUND') return null;
    throw err;
  }
}
