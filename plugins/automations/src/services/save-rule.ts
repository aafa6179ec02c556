import type { RuleWire } from '../contracts.js';
import type { RuleChanges, RuleFields } from '../rule-schemas.js';
import type { AutomationDeps } from './automation-deps.js';
import { checkedConditions, idleMinutesFor } from './check-rule.js';
import { findRule, rulesChanged } from './find-rules.js';

/** A new rule of the caller's company: its conditions and actions checked against the company's rows first. */
export async function createRule(
  deps: AutomationDeps,
  companyId: number,
  fields: RuleFields,
): Promise<RuleWire> {
  const conditions = await checkedConditions(deps, companyId, fields.event, fields.conditions ?? []);
  const { json } = await deps.tickets.actions.checked(companyId, fields.actions);
  const now = deps.now();
  const [id] = await deps.db
    .tenant(companyId)('automationRules')
    .insert({
      name: fields.name,
      enabled: fields.enabled ?? true,
      event: fields.event,
      conditions,
      actions: json,
      idleMinutes: idleMinutesFor(fields.event, fields.idleMinutes),
      createdAt: now,
      updatedAt: now,
    });
  rulesChanged(deps, companyId);
  const rule = await findRule(deps, companyId, Number(id));
  if (rule.event === 'ticket.idle') await deps.sweepEvery(companyId);
  return rule;
}

/** Changes a rule: what it would become is checked whole (a new event may not fit its conditions any more). */
export async function updateRule(
  deps: AutomationDeps,
  companyId: number,
  id: number,
  changes: RuleChanges,
): Promise<RuleWire> {
  const current = await findRule(deps, companyId, id);
  const event = changes.event ?? current.event;
  const patch: Record<string, unknown> = { updatedAt: deps.now() };
  if (changes.name !== undefined) patch.name = changes.name;
  if (changes.enabled !== undefined) patch.enabled = changes.enabled;
  patch.event = event;
  patch.conditions = await checkedConditions(
    deps,
    companyId,
    event,
    changes.conditions ?? current.conditions,
  );
  if (changes.actions !== undefined)
    patch.actions = (await deps.tickets.actions.checked(companyId, changes.actions)).json;
  patch.idleMinutes = idleMinutesFor(
    event,
    changes.idleMinutes !== undefined ? changes.idleMinutes : current.idleMinutes,
  );
  await deps.db.tenant(companyId)('automationRules').where({ id }).update(patch);
  rulesChanged(deps, companyId);
  const rule = await findRule(deps, companyId, id);
  if (rule.event === 'ticket.idle') await deps.sweepEvery(companyId);
  return rule;
}

/** Deletes a rule (its runs go with it). */
export async function deleteRule(deps: AutomationDeps, companyId: number, id: number): Promise<void> {
  await findRule(deps, companyId, id);
  await deps.db.tenant(companyId)('automationRules').where({ id }).delete();
  rulesChanged(deps, companyId);
}
