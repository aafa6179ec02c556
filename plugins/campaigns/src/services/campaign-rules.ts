import { AppError } from '@balcao/core';
import type { Campaign } from '../campaign-model.js';

const HOUR = 60 * 60 * 1000;

/**
 * Spec §4: a campaign is editable only while INATIVA, or PROGRAMADA with its schedule more than an hour ahead;
 * a CANCELADA one can still be saved. Anything else is read-only.
 */
export function isEditable(c: Pick<Campaign, 'status' | 'scheduledAt'>, now = new Date()): boolean {
  if (c.status === 'INATIVA' || c.status === 'CANCELADA') return true;
  if (c.status === 'PROGRAMADA') return !!c.scheduledAt && c.scheduledAt.getTime() - now.getTime() > HOUR;
  return false;
}

export function mustBeEditable(c: Pick<Campaign, 'status' | 'scheduledAt'>) {
  if (!isEditable(c)) throw new AppError('ERR_CAMPAIGN_NOT_EDITABLE', 400);
}

/** A saved campaign that is not cancelled waits for its schedule (PROGRAMADA) or for one (INATIVA). */
export function statusAfterSave(current: Campaign['status'] | undefined, scheduledAt: Date | null) {
  if (current === 'CANCELADA') return 'CANCELADA' as const;
  return scheduledAt ? ('PROGRAMADA' as const) : ('INATIVA' as const);
}
