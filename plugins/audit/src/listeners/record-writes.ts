import type { Knex } from 'knex';
import type { Hooks, PluginContext, WriteOrigin, WrittenRequest } from '@balcao/core';
import type { AuditEntry } from '../audit-entry.js';
import { actionOfRoute } from '../action-of-route.js';
import { isSecretKey, REDACTED } from '../redact.js';
import { changedFields, coreSnapshot, hasSnapshot, type Snapshot } from '../services/core-snapshots.js';
import { actorOf } from './actor-names.js';
import type { RequestMemory } from './request-memory.js';
import { ticketChangeAction, type TicketChange } from './ticket-facts.js';
import { arrow, fieldNames } from '../summaries.js';

export interface WriteListenerDeps {
  hooks: Hooks;
  knex: Knex;
  settings: PluginContext['settings'];
  append: (entry: AuditEntry) => Promise<void>;
  /** what was read before each request ran, and ticket changes heard during it */
  befores: RequestMemory<Snapshot>;
  tickets: RequestMemory<TicketChange>;
}

/** a super user's changes to these are the platform's, not their own company's */
const platformEntities = new Set(['company', 'plan', 'help', 'announcement', 'job']);
/** a session's own comings and goings, not a change of data */
const skipped = (route: string) => route.startsWith('/auth/') || route === '/auth';
const isSuper = (req: WriteOrigin) => req.actor.kind === 'user' && req.actor.super;
/** the company whose records a read may see: a super user's any */
const scopeOf = (req: WriteOrigin) => (isSuper(req) ? undefined : req.companyId);

function entityIdOf(req: WrittenRequest, idParam: string | undefined): string | null {
  if (idParam && req.params[idParam]) return req.params[idParam];
  const created = req.response as { id?: unknown } | undefined;
  return typeof created?.id === 'number' || typeof created?.id === 'string' ? String(created.id) : null;
}

/** a secret the body changed (a password), named but not told: `{ password: '[redacted]' }` */
function secretsNamed(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.keys(body)
      .filter(isSecretKey)
      .map((key) => [key, REDACTED]),
  );
}

function settingValues(deps: WriteListenerDeps, key: string, before: unknown, body: unknown) {
  const secret = deps.settings.registry.isSecret(key) || isSecretKey(key);
  const value = (body as { value?: unknown } | undefined)?.value;
  return {
    before: before === undefined ? undefined : { value: secret ? REDACTED : before },
    after: { value: secret ? REDACTED : value },
  };
}

/**
 * One log row per successful write request (core's `request.written`, docs/plugins.md "Write requests"): the
 * actor from the request, the action from the route, and before/after from what was read before it ran (the
 * kernel's records, a setting's value) or heard during it (a ticket's status, queue and attendant).
 */
export function recordWrites(deps: WriteListenerDeps) {
  deps.hooks.on('request.writing', async (req: WriteOrigin) => {
    if (skipped(req.route) || req.method === 'POST') return;
    const { entityType, idParam } = actionOfRoute(req.method, req.route);
    const id = idParam ? req.params[idParam] : undefined;
    if (entityType === 'setting' && id)
      deps.befores.add(req.requestId, {
        values: { setting: await deps.settings.get(req.companyId, id) },
        companyId: req.companyId,
      });
    else if (hasSnapshot(entityType)) {
      const snap = await coreSnapshot(deps.knex, scopeOf(req), entityType, id);
      if (snap) deps.befores.add(req.requestId, snap);
    }
  });

  deps.hooks.on('request.written', async (req: WrittenRequest) => {
    if (skipped(req.route)) return;
    const actor = await actorOf(deps.knex, req.actor);
    const route = actionOfRoute(req.method, req.route);
    const entityId = entityIdOf(req, route.idParam);
    const [taken] = deps.befores.take(req.requestId);
    const snapshot = taken?.values;
    let owner = taken?.companyId;
    const ticketChanges = deps.tickets.take(req.requestId);
    let action = route.action;
    let before: unknown;
    let after: unknown = req.method === 'DELETE' ? undefined : req.body;
    let summary = '';

    if (route.entityType === 'setting' && entityId) {
      ({ before, after } = settingValues(deps, entityId, snapshot?.setting, req.body));
      const values = [before, after] as Array<{ value?: unknown } | undefined>;
      summary =
        values[1]?.value === REDACTED
          ? entityId
          : `${entityId}: ${arrow(values[0]?.value, values[1]?.value)}`;
    } else if (hasSnapshot(route.entityType)) {
      before = snapshot;
      if (req.method !== 'DELETE') {
        const now = await coreSnapshot(deps.knex, scopeOf(req), route.entityType, entityId);
        owner ??= now?.companyId;
        ({ before, after } = changedFields(snapshot, now?.values));
        if (!snapshot) after = now?.values ?? req.body;
        after = { ...(after as object), ...secretsNamed(req.body) };
      }
    }
    const change = ticketChanges.find((c) => String(c.ticketId) === entityId) ?? ticketChanges[0];
    if (route.entityType === 'ticket' && change?.before) {
      const refined = ticketChangeAction(change);
      action = refined.action;
      before = change.before;
      after = { status: change.status, queueId: change.queueId, userId: change.userId };
      summary = refined.summary;
    }

    if (!summary) summary = fieldNames(after);
    // a super user's change lands in the company whose record it changed, or the platform's
    const platform = isSuper(req) && platformEntities.has(route.entityType);
    const companyId = platform ? null : isSuper(req) && owner !== undefined ? owner : req.companyId;
    await deps.append({
      companyId,
      actorKind: actor.kind,
      actorId: actor.id,
      actorName: actor.name,
      action,
      entityType: route.entityType,
      entityId,
      summary,
      before,
      after,
      method: req.method,
      route: req.route,
      ip: req.ip,
      requestId: req.requestId,
    });
  });
}
