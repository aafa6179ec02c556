import type { TenantDb } from '@balcao/core';
import type { ReportDimension } from '@balcao/plugin-tickets';

/** The reports split by tag: a ticket's life counts under each tag its ticket carries, untagged ones under null. */
export function tagReportDimension(db: TenantDb): ReportDimension {
  return {
    name: 'tag',
    key(lives) {
      lives.leftJoin('ticketTags as rtg', 'rtg.ticketId', 'tt.ticketId');
      return { sql: 'rtg.tag_id' };
    },
    async names(companyId, keys) {
      const rows = (await db.tenant(companyId)('tags').whereIn('id', keys).select('id', 'name')) as Array<{
        id: number;
        name: string;
      }>;
      return new Map(rows.map((r) => [Number(r.id), String(r.name)]));
    },
  };
}
