import type { HookEvents, PluginDefinition } from '@balcao/core';
import audit from '@balcao/plugin-audit';
import contacts from '@balcao/plugin-contacts';
import { queuesPlugin } from '@balcao/plugin-queues';
import tags from '@balcao/plugin-tags';
import tickets from '@balcao/plugin-tickets';
import timeline from '@balcao/plugin-timeline';
import { openTicketOn, startConnectedTenantKernel, type ConnectedTenantKernel } from '@balcao/core/testing';
import { automationsPlugin, type AutomationServices } from '../src/index.js';

/** company A's admin and attendant, company B's admin; a linked sim connection in each company */
export type AutomationsKernel = ConnectedTenantKernel<'admin' | 'attendant' | 'adminB'> & {
  automations: AutomationServices;
  /** every `automation.evaluated` the engine told, in order */
  evaluated: Array<HookEvents['automation.evaluated']>;
};

/** A real kernel with the plugins whose actions rules use (tickets, tags, queues), the timeline, audit and automations. */
export async function startAutomationsKernel(
  /** plugins whose actions a test runs (auto-assign, the Cloud API) */
  more: PluginDefinition[] = [],
): Promise<AutomationsKernel> {
  const k = await startConnectedTenantKernel({
    plugins: [contacts, tickets, queuesPlugin(), tags, timeline, audit, ...more, automationsPlugin()],
    as: ['admin', 'attendant', 'adminB'],
    plan: { queues: 100, connections: 100 },
  });
  const evaluated: AutomationsKernel['evaluated'] = [];
  k.t.kernel.hooks.on('automation.evaluated', (e) => void evaluated.push(e));
  return {
    ...k,
    automations: k.services<AutomationServices>('automations'),
    evaluated,
  };
}

/** a contact and its open ticket, on the company's connection unless `whatsappId` says otherwise */
export const newTicket = openTicketOn;

/** a rule's runs, oldest first, straight from the table */
export async function runsOf(k: AutomationsKernel, ruleId: number) {
  const rows = await k.t.kernel.knex('automationRuns').where({ ruleId }).orderBy('id');
  return rows.map((r) => ({
    ticketId: r.ticketId == null ? null : Number(r.ticketId),
    eventKey: String(r.eventKey),
    outcome: String(r.outcome),
    detail: JSON.parse(String(r.detail)) as Record<string, unknown>,
  }));
}

/** a ticket's columns and tags, straight from the tables */
export async function ticketState(k: AutomationsKernel, ticketId: number) {
  const knex = k.t.kernel.knex;
  const t = await knex('tickets').where({ id: ticketId }).first('status', 'queueId', 'userId');
  const tagIds = (await knex('ticketTags').where({ ticketId }).select('tagId')).map((r) => Number(r.tagId));
  return {
    status: t.status,
    queueId: t.queueId == null ? null : Number(t.queueId),
    userId: t.userId,
    tagIds,
  };
}
