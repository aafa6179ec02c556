import { definePlugin } from '@balcao/core';
import { createAuditLogs } from './migrations/001_audit_logs.js';
import { auditPermissions } from './permissions.js';
import { auditRoutes } from './routes.js';
import { appendEntry } from './services/append-entry.js';
import { pruneOldLines } from './services/prune-old-lines.js';
import { retentionDays } from './retention.js';
import { recordWrites } from './listeners/record-writes.js';
import { recordTicketFacts, type TicketChange } from './listeners/ticket-facts.js';
import { RequestMemory } from './listeners/request-memory.js';
import type { AuditEntry } from './audit-entry.js';
import type { Snapshot } from './services/core-snapshots.js';

export type { AuditEntry, AuditLogRecord, ActorKind } from './audit-entry.js';
export { redactedJson, REDACTED } from './redact.js';

export interface AuditServices {
  /** logs a fact no request or hook tells (a plugin's job): one row, redacted and trimmed */
  append(entry: AuditEntry): Promise<void>;
  /** what the daily retention job does now: deletes lines past AUDIT_RETENTION_DAYS; 0 when none is set */
  prune(): Promise<number>;
}

const DAY_MS = 86_400_000;

/**
 * The audit log (issue 34): who wrote what and when. Hears core's `request.written` for every write a user or an
 * API token makes, tickets' hooks for before/after and for bots' and jobs' writes, and keeps one row each in
 * `audit_logs`, append-only. docs/audit-log.md is the admin's page.
 */
export function auditPlugin(options: { now?: () => Date } = {}) {
  return definePlugin<AuditServices>({
    name: 'audit',
    declares: { permissions: auditPermissions },
    migrations: [createAuditLogs],
    async setup(ctx) {
      const now = options.now ?? (() => new Date());
      const append = (entry: AuditEntry) => appendEntry({ db: ctx.db, knex: ctx.knex, now }, entry);
      const tickets = new RequestMemory<TicketChange>();
      recordWrites({
        hooks: ctx.hooks,
        knex: ctx.knex,
        settings: ctx.settings,
        append,
        befores: new RequestMemory<Snapshot>(),
        tickets,
      });
      recordTicketFacts({ hooks: ctx.hooks, knex: ctx.knex, append, tickets });
      auditRoutes(ctx.router, { db: ctx.db, knex: ctx.knex });
      const days = retentionDays(process.env, ctx.log);
      const prune = async () =>
        days ? pruneOldLines(ctx.knex, new Date(now().getTime() - days * DAY_MS)) : 0;
      if (days) {
        ctx.jobs.define('prune', async ({ log }) => {
          const removed = await prune();
          if (removed) log.info({ removed, days }, 'audit lines past their retention deleted');
        });
        await ctx.jobs.every('1 day', 'prune', {});
      }
      return { append, prune };
    },
    ui: {
      module: 'audit',
      routes: ['/audit'],
      menu: [
        {
          label: 'audit:menu',
          titles: { pt: 'Auditoria', en: 'Audit log', es: 'Auditoría' },
          path: '/audit',
          icon: 'history',
          section: 'admin',
          order: 178,
          permission: 'audit:view',
        },
      ],
    },
  });
}

export default auditPlugin();
