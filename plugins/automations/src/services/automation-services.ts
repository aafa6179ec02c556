import { bindDeps } from '@balcao/core';
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
    ...bindDeps(deps, { list: listRules, find: findRule, runs: listRuns }),
    ...bindDeps(deps, { create: createRule, update: updateRule, delete: deleteRule }),
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
