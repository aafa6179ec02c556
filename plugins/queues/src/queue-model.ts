import { Queue } from '@balcao/core';
import type { QueueWire } from './contracts.js';
import type { Schedule } from './opening-hours.js';

/**
 * The kernel's queue row with every column this plugin serves (its own migration adds promptId and
 * integrationId). Same table, same tenant scope: query it only through `tenant(companyId)(QueueRecord)`.
 */
export class QueueRecord extends Queue implements Omit<QueueWire, 'schedules'> {
  declare complationMessage: string | null;
  declare outOfHoursMessage: string | null;
  declare ratingMessage: string | null;
  declare schedules: Schedule[] | null;
  declare promptId: number | null;
  declare integrationId: number | null;

  /** Whaticket's queue dialog hands `schedules` straight to its hours form, so never null on the wire. */
  override $formatJson(json: Record<string, unknown>) {
    const out = super.$formatJson(json);
    out.schedules ??= [];
    return out;
  }
}
