import type { RuleChanges, RuleFields } from '../rule-schemas.js';
import { automationEvents, conditionFields } from '../catalogue.js';
import type { CatalogWire } from '../contracts.js';
import type { AutomationDeps } from './automation-deps.js';
import type { AutomationFact } from './automation-fact.js';
import { findRule, listRules, listRuns } from './find-rules.js';
import { runRules } from './run-rules.js';
import { sweepIdle } from './idle-sweep.js';
import { createRule, deleteRule, updateRule } from './save-rule.js';

/** The automations plugin's services bound to the kernel: what the routes and the listeners call. */
export function automationServices(deps: AutomationDeps) {
  return {
    list: (companyId: number) => listRules(deps, companyId),
    find: (companyId: number, id: number) => findRule(deps, companyId, id),
    create: (companyId: number, fields: RuleFields) => createRule(deps, companyId, fields),
    update: (companyId: number, id: number, changes: RuleChanges) => updateRule(deps, companyId, id, changes),
    delete: (companyId: number, id: number) => deleteRule(deps, companyId, id),
    runs: (companyId: number, id: number) => listRuns(deps, companyId, id),
    /** the editor's choice lists: events, condition fields, and the tickets' action kinds */
    catalog: (): CatalogWire => ({
      events: automationEvents,
      conditions: conditionFields,
      actions: deps.tickets.actions.list(),
    }),
    /** the engine: runs the fact's rules; answers the ids of the rules that ran */
    run: (fact: AutomationFact) => runRules(deps, fact),
    /** the idle rules of a company against its quiet tickets (the `idle-sweep` job, every minute) */
    sweepIdle: (companyId: number) => sweepIdle(deps, companyId),
  };
}

export type AutomationServices = ReturnType<typeof automationServices>;
