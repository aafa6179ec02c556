import { TenantModel } from '@balcao/core';

/** One AI prompt of a company; the sealed columns never leave the server (prompt-wire.ts masks them). */
export class Prompt extends TenantModel {
  static override tableName = 'prompts';
  static override booleanColumns = ['transcribeAudio'];

  declare name: string;
  declare prompt: string;
  declare voice: string;
  declare voiceKeySealed: string | null;
  declare voiceRegion: string | null;
  declare maxTokens: number;
  declare temperature: number;
  declare maxMessages: number;
  declare apiKeySealed: string;
  declare queueId: number | null;
  declare baseUrl: string | null;
  declare model: string;
  declare transcribeAudio: boolean;
}
