import { isSqlite } from '@balcao/core';
import type { Knex } from 'knex';
import type { Campaign } from '../campaign-model.js';
import type { RecipientSources } from './recipient-sources.js';

/**
 * Builds (or completes) a campaign's shipping plan with ONE `INSERT ... SELECT` that skips numbers already in
 * the plan (unique (campaign_id, number)): 100,000 recipients in seconds and in flat memory, and safe to run
 * again (a restart adds only what is missing). Items already known not to be on WhatsApp become 'invalid'.
 *
 * The rows read come from their owners' subqueries (RecipientSources), each bound to the company by the tenant
 * builder; the insert is raw SQL because the tenant builder refuses insert-from-a-query (docs/plugins.md,
 * "Tenant data"), so the company of the inserted rows is bound by hand. Returns how many rows it added.
 */
export async function buildShippingPlan(
  trx: Knex | Knex.Transaction,
  c: Pick<Campaign, 'id' | 'companyId' | 'contactListId' | 'tagListId'>,
  sources: RecipientSources,
): Promise<number> {
  const insert = isSqlite(trx) ? 'INSERT OR IGNORE INTO' : 'INSERT IGNORE INTO';
  const now = new Date();
  const columns =
    '(company_id, campaign_id, contact_list_item_id, contact_id, number, name, email, status, created_at, updated_at)';
  let added = 0;
  if (c.contactListId) {
    added += affected(
      await trx.raw(
        `${insert} campaign_shipping ${columns}
         SELECT ?, ?, i.id, NULL, i.number, i.name, i.email,
                CASE WHEN i.is_whatsapp_valid = 0 THEN 'invalid' ELSE 'pending' END, ?, ?
         FROM ? i
         ORDER BY i.id`,
        [c.companyId, c.id, now, now, sources.listItems(c.companyId, c.contactListId)],
      ),
    );
  }
  if (c.tagListId && sources.taggedContacts) {
    added += affected(
      await trx.raw(
        `${insert} campaign_shipping ${columns}
         SELECT ?, ?, NULL, ct.id, ct.number, ct.name, ct.email, 'pending', ?, ?
         FROM ? ct
         ORDER BY ct.id`,
        [c.companyId, c.id, now, now, sources.taggedContacts(c.companyId, c.tagListId)],
      ),
    );
  }
  return added;
}

/** rows written, as better-sqlite3 (`changes`) and mysql2 (`[{ affectedRows }]`) report them */
function affected(result: unknown): number {
  const r = result as { changes?: number } | [{ affectedRows?: number }];
  if (Array.isArray(r)) return Number(r[0]?.affectedRows ?? 0);
  return Number(r.changes ?? 0);
}
