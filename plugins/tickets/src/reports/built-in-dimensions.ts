import type { TenantDb } from '@balcao/core';
import type { ReportDimension } from './report-dimensions.js';
import { slotOf } from './sql-time.js';
import { waitingSince } from './tracking-period.js';

const hourMs = 3600e3;
const hours = Array.from({ length: 24 }, (_, h) => h);

/** A column of the life itself, named from a table of the company (users, queues, connections). */
function columnDimension(
  db: TenantDb,
  name: string,
  column: string,
  table: 'users' | 'queues' | 'whatsapps',
): ReportDimension {
  return {
    name,
    key: () => ({ sql: column }),
    async names(companyId, keys) {
      const rows = (await db.tenant(companyId)(table).whereIn('id', keys).select('id', 'name')) as Array<{
        id: number;
        name: string;
      }>;
      return new Map(rows.map((r) => [Number(r.id), String(r.name)]));
    },
  };
}

/** The tickets plugin's own ways to split the lives: who took them, their queue, connection and hour of arrival. */
export function builtInDimensions(db: TenantDb): ReportDimension[] {
  return [
    columnDimension(db, 'attendant', 'tt.user_id', 'users'),
    columnDimension(db, 'queue', 'tt.queue_id', 'queues'),
    columnDimension(db, 'connection', 'tt.whatsapp_id', 'whatsapps'),
    {
      name: 'hour',
      // the period starts at 00:00 on the company's clock, which keeps one offset all year (company-time.ts)
      key: (_, { knex, start }) => {
        const slot = slotOf(knex, waitingSince, start, hourMs);
        return { sql: `(${slot.sql}) % 24`, bindings: slot.bindings };
      },
      names: async (_, keys) => new Map(keys.map((h) => [h, `${String(h).padStart(2, '0')}:00`])),
      every: hours,
    },
  ];
}
