import { isSqlite } from '@balcao/core';
import type { Knex } from 'knex';
import type { Campaign } from '../campaign-model.js';

/**
 * Builds (or completes) a campaign's shipping plan with ONE `INSERT ... SELECT` that skips numbers already in
 * the plan (unique (campaign_id, number)): 100,000 recipients in seconds and in flat memory, and safe to run
 * again (a restart adds only what is missing). Items already known not to be on WhatsApp become 'invalid'.
 *
 * Raw SQL on purpose: the tenant builder refuses insert-from-a-query (docs/plugins.md, "Tenant data"), so the
 * company is bound by hand on both sides, the inserted rows and every table read.
 * Returns how many rows it added.
 */
export async function buildShippingPlan(
  trx: Knex | Knex.Transaction,
  c: Pick<Campaign, 'id' | 'companyId' | 'contactListId' | 'tagListId'>,
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
         FROM contact_list_items i
         WHERE i.company_id = ? AND i.contact_list_id = ? AND i.number <> ''
         ORDER BY i.id`,
        [c.companyId, c.id, now, now, c.companyId, c.contactListId],
      ),
    );
  }
  if (c.tagListId) {
    // the contacts that have the tag through one of their tickets (plugins/tags: ticket_tags)
    added += affected(
      await trx.raw(
        `${insert} campaign_shipping ${columns}
         SELECT ?, ?, NULL, ct.id, ct.number, ct.name, ct.email, 'pending', ?, ?
         FROM contacts ct
         WHERE ct.company_id = ? AND ct.is_group = ? AND ct.number <> ''
           AND EXISTS (SELECT 1 FROM ticket_tags tt JOIN tickets tk ON tk.id = tt.ticket_id
                       WHERE tt.tag_id = ? AND tt.company_id = ? AND tk.company_id = ? AND tk.contact_id = ct.id)
         ORDER BY ct.id`,
        [c.companyId, c.id, now, now, c.companyId, false, c.tagListId, c.companyId, c.companyId],
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
