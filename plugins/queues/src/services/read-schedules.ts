import { Company } from '@balcao/core';
import type { Knex } from '../db-types.js';
import { DEFAULT_TIME_ZONE, isOpenAt, type Schedule } from '../opening-hours.js';
import { findQueue } from './find-queues.js';

/** Keeps only entries shaped like a schedule day: the column is free JSON written by older clients too. */
function readSchedules(raw: unknown): Schedule[] {
  const list = typeof raw === 'string' ? safeParse(raw) : raw;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (d): d is Schedule =>
      typeof d === 'object' && d !== null && typeof (d as Schedule).weekdayEn === 'string',
  );
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return [];
  }
}

/**
 * The company's weekly hours (`companies.schedules`, written by PUT /companies/:id/schedules); [] when never
 * set. The company row is the tenant itself, so its id is the scope.
 */
export async function companySchedules(knex: Knex, companyId: number): Promise<Schedule[]> {
  const company = await Company.query(knex).findById(companyId).select('companies.id', 'companies.schedules');
  return readSchedules(company?.schedules);
}

/** A queue's weekly hours; 404 ERR_NO_QUEUE_FOUND for another company's queue. */
export async function queueSchedules(knex: Knex, companyId: number, queueId: number): Promise<Schedule[]> {
  return readSchedules((await findQueue(knex, companyId, queueId)).schedules);
}

/**
 * Whether the company (or, with `queueId`, that queue) is open at `at`. Which of the two applies is the caller's
 * choice (the `scheduleType` setting says company, queue or disabled); hours never set mean open.
 */
export async function isOpen(
  knex: Knex,
  companyId: number,
  where: { queueId?: number } = {},
  at: Date = new Date(),
  timeZone = DEFAULT_TIME_ZONE,
): Promise<boolean> {
  const schedules =
    where.queueId !== undefined
      ? await queueSchedules(knex, companyId, where.queueId)
      : await companySchedules(knex, companyId);
  return isOpenAt(schedules, at, timeZone);
}
