import { TenantModel } from '@balcao/core';
import type { ScheduleStatus } from './contracts.js';

export type { ScheduleStatus } from './contracts.js';

export class Schedule extends TenantModel {
  static override tableName = 'schedules';
  static override booleanColumns = ['late'];
  static override dateColumns = ['createdAt', 'updatedAt', 'sendAt', 'sentAt'];

  declare body: string;
  declare sendAt: Date;
  declare sentAt: Date | null;
  declare contactId: number;
  declare ticketId: number | null;
  declare userId: number | null;
  declare whatsappId: number | null;
  declare status: ScheduleStatus;
  declare late: boolean;
  declare attempt: number;
  /** a media id of ctx.media; the wire carries a signed link instead (schedule-wire.ts) */
  declare mediaPath: string | null;
  declare mediaName: string | null;
}
