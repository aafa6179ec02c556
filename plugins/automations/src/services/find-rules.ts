import { notFound } from '@balcao/core';
import type { AutomationEvent, RuleWire, RunWire } from '../contracts.js';
import type { AutomationDeps } from './automation-deps.js';

type Row = Record<string, unknown>;

/** a stored time as the wire carries it (MariaDB answers a Date, SQLite the milliseconds) */
const isoOf = (value: unknown) => new Date(value as string | number | Date).toISOString();

/** a row as the wire shows it: its JSON parsed */
export function ruleView(row: Row): RuleWire {
  return {
    id: Number(row.id),
    name: String(row.name),
    enabled: Boolean(row.enabled),
    event: String(row.event) as AutomationEvent,
    conditions: JSON.parse(String(row.conditions)) as RuleWire['conditions'],
    actions: JSON.parse(String(row.actions)) as RuleWire['actions'],
    idleMinutes: row.idleMinutes == null ? null : Number(row.idleMinutes),
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
  };
}

/** the company's rules, by name */
export async function listRules(deps: AutomationDeps, companyId: number): Promise<RuleWire[]> {
  const rows: Row[] = await deps.db.tenant(companyId)('automationRules').orderBy('name').orderBy('id');
  return rows.map(ruleView);
}

/** one rule of the company; 404 ERR_NO_AUTOMATION_FOUND for another company's */
export async function findRule(deps: AutomationDeps, companyId: number, id: number): Promise<RuleWire> {
  const row: Row | undefined = await deps.db.tenant(companyId)('automationRules').where({ id }).first();
  if (!row) throw notFound('ERR_NO_AUTOMATION_FOUND');
  return ruleView(row);
}

/**
 * the company's enabled rules for an event, oldest first: the order they run in. Every contact's message asks, so
 * they are kept in the kernel's cache (shared, never changed by a reader) and dropped by `rulesChanged`.
 */
export function rulesFor(
  deps: AutomationDeps,
  companyId: number,
  event: AutomationEvent,
): Promise<readonly RuleWire[]> {
  return deps.cache.memoIn(rulesKey(companyId), event, async () => {
    const rows: Row[] = await deps.db
      .tenant(companyId)('automationRules')
      .where({ event, enabled: true })
      .orderBy('id');
    return rows.map(ruleView);
  });
}

/** a rule of the company was created, changed or deleted: every process reads its rules again */
export function rulesChanged(deps: AutomationDeps, companyId: number): void {
  deps.cache.invalidate(rulesKey(companyId));
}

const rulesKey = (companyId: number) => `automations:rules:${companyId}`;

/** a rule's latest runs, newest first */
export async function listRuns(
  deps: AutomationDeps,
  companyId: number,
  ruleId: number,
  limit = 100,
): Promise<RunWire[]> {
  await findRule(deps, companyId, ruleId);
  const rows: Row[] = await deps.db
    .tenant(companyId)('automationRuns')
    .where({ ruleId })
    .orderBy('id', 'desc')
    .limit(limit);
  return rows.map((r) => ({
    id: Number(r.id),
    ruleId: Number(r.ruleId),
    ticketId: r.ticketId == null ? null : Number(r.ticketId),
    eventKey: String(r.eventKey),
    outcome: String(r.outcome) as RunWire['outcome'],
    detail: JSON.parse(String(r.detail)) as Record<string, unknown>,
    createdAt: isoOf(r.createdAt),
  }));
}
