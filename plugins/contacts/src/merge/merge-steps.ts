import { OrderedSteps, type TenantDb } from '@balcao/core';

/** knex's transaction, as `db.transaction` hands it (the plugin has no knex dependency of its own) */
export type Trx = Parameters<Parameters<TenantDb['transaction']>[0]>[0];

/** What a merge step is told: inside the merge's transaction, before the merged contact is deleted. */
export interface MergeStepContext {
  trx: Trx;
  companyId: number;
  /** the contact that stays */
  keepId: number;
  /** the contact that goes; its rows must point at keepId once every step ran */
  mergeId: number;
  /** the user who merged by hand; null when WhatsApp told us the two ids are one person */
  by: number | null;
  /** why: 'manual', 'whatsapp-lid-mapping' (for a timeline) */
  reason: string;
}

export type MergeStep = (ctx: MergeStepContext) => Promise<void>;

/**
 * The merge's extension point: a plugin whose table holds a contact id moves its rows here (a listener of its own,
 * `src/listeners/contact-merge.ts`), in the same transaction, so a failing step rolls the whole merge back. Steps
 * run in the order the plugins registered them, which is the plugins' dependency order.
 */
export class MergeSteps extends OrderedSteps<MergeStepContext> {}
