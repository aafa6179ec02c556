import { TenantModel, type TemplateButtonValue, type TemplateHeaderMedia } from '@balcao/core';
import type { CampaignStatus, PauseReason } from './contracts.js';

export type { CampaignStatus } from './contracts.js';
export type ShippingStatus = 'pending' | 'invalid' | 'queued' | 'confirmation' | 'delivered' | 'failed';

export class Campaign extends TenantModel {
  static override tableName = 'campaigns';
  static override booleanColumns = ['confirmation'];
  static override dateColumns = ['createdAt', 'updatedAt', 'scheduledAt', 'completedAt', 'pausedUntil'];
  static override jsonAttributes = ['templateVariables', 'templateHeader', 'templateButtons'];

  declare name: string;
  declare message1: string | null;
  declare message2: string | null;
  declare message3: string | null;
  declare message4: string | null;
  declare message5: string | null;
  declare confirmationMessage1: string | null;
  declare confirmationMessage2: string | null;
  declare confirmationMessage3: string | null;
  declare confirmationMessage4: string | null;
  declare confirmationMessage5: string | null;
  declare status: CampaignStatus;
  declare confirmation: boolean;
  declare scheduledAt: Date | null;
  declare completedAt: Date | null;
  declare whatsappId: number | null;
  declare contactListId: number | null;
  declare tagListId: number | null;
  declare fileListId: number | null;
  /** a media id of ctx.media */
  declare mediaPath: string | null;
  declare mediaName: string | null;
  /** a network template sent instead of message1..5 (a Cloud API connection's); null for a free-text campaign */
  declare templateName: string | null;
  declare templateLanguage: string | null;
  /** what fills {{1}}, {{2}}... of the template's body, written as a message is ({nome}, plain text...) */
  declare templateVariables: string[] | null;
  /** the template's media header file: a link or Meta's media id */
  declare templateHeader: TemplateHeaderMedia | null;
  /** its buttons' values by place, each written as a message is ({numero}, plain text...) */
  declare templateButtons: TemplateButtonValue[] | null;
  declare pauseReason: PauseReason | null;
  declare pausedUntil: Date | null;
  declare rateLimitPauseMs: number | null;
  /** fencing token of the dispatch chain (engine/dispatch.ts); never on the wire */
  declare dispatchSeq: number;
}

/** message1..5 as written, empty ones left out: the n-th valid contact gets the n-th modulo their count. */
export const mainMessages = (c: Campaign) =>
  [c.message1, c.message2, c.message3, c.message4, c.message5].filter((m): m is string => !!m?.trim());
export const confirmationMessages = (c: Campaign) =>
  [
    c.confirmationMessage1,
    c.confirmationMessage2,
    c.confirmationMessage3,
    c.confirmationMessage4,
    c.confirmationMessage5,
  ].filter((m): m is string => !!m?.trim());
