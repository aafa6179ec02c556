import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The rule run whose actions are being written, read by the engine's listeners: every hook its actions cause
 * (`ticket.changed`, `ticket.event`, told after the commit) is notified inside the run's async context, so the
 * engine knows the fact is a rule's own doing and starts no rule on it. That is what keeps rules from looping:
 * no fact caused by an automation starts an automation, the same rule or another.
 */
const runs = new AsyncLocalStorage<{ ruleId: number; key: string }>();

export const duringRun = <T>(run: { ruleId: number; key: string }, fn: () => Promise<T>) => runs.run(run, fn);

/** the rule run this code is part of, or undefined (a person, the contact, a bot, a job) */
export const currentRun = () => runs.getStore();
