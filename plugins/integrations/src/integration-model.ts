import { TenantModel } from '@balcao/core';
import type { IntegrationType } from './contracts.js';

/** A queue integration row (spec §3 Queue integration). Its wire shape is integration-wire.ts. */
export class QueueIntegration extends TenantModel {
  static override tableName = 'queue_integrations';

  declare type: IntegrationType;
  declare name: string;
  declare projectName: string | null;
  /** sealed */
  declare jsonContent: string | null;
  declare language: string | null;
  /** the wire's urlN8N */
  declare urlN8n: string | null;
  declare typebotDelayMessage: number;
  declare typebotExpires: number;
  declare typebotKeywordFinish: string | null;
  declare typebotKeywordRestart: string | null;
  declare typebotRestartMessage: string | null;
  declare typebotSlug: string | null;
  declare typebotUnknownMessage: string | null;
  declare secretSealed: string | null;
}
