import type { QueryBuilderType } from 'objection';
import { crossTenant, Whatsapp } from '@balcao/core';
import { Ticket, type TicketStatus } from '../ticket-model.js';

/** a connection whose setting makes its tickets due after `minutes` without activity */
export interface IdleRule {
  connection: Whatsapp;
  minutes: number;
}

/** a ticket past its connection's limit, and the time it had to be idle before */
export interface IdleTicket {
  id: number;
  companyId: number;
  rule: IdleRule;
  cutoff: Date;
}

/**
 * The tickets in `status` of every active company that have been idle (`updatedAt`: the last message, sent or
 * received, or change) longer than their connection allows. One query over the connections with the setting and
 * one indexed query (tickets_idle_by_connection) over their tickets, whatever the number of companies.
 */
export async function idleTickets(
  rules: (connection: Whatsapp) => number,
  status: TicketStatus,
  now: Date,
  where: (q: QueryBuilderType<Ticket>) => void = () => undefined,
): Promise<IdleTicket[]> {
  const connections = await crossTenant(Whatsapp)
    .join('companies', 'companies.id', 'whatsapps.companyId')
    .where('companies.status', true)
    .where((q) => q.where('whatsapps.expiresTicket', '>', 0).orWhere('whatsapps.timeSendQueue', '>', 0))
    .select(
      'whatsapps.id',
      'whatsapps.companyId',
      'whatsapps.expiresTicket',
      'whatsapps.expiresInactiveMessage',
      'whatsapps.timeSendQueue',
      'whatsapps.sendIdQueue',
    );
  const due = connections
    .map((connection) => ({ connection, minutes: rules(connection) }))
    .filter((r) => r.minutes > 0);
  if (!due.length) return [];
  const cutoffOf = (r: IdleRule) => new Date(now.getTime() - r.minutes * 60_000);
  const q = crossTenant(Ticket)
    .where('tickets.status', status)
    .where('tickets.isGroup', false)
    .where((or) => {
      for (const r of due)
        or.orWhere((one) =>
          one.where('tickets.whatsappId', r.connection.id).where('tickets.updatedAt', '<', cutoffOf(r)),
        );
    })
    .select('tickets.id', 'tickets.companyId', 'tickets.whatsappId')
    .orderBy('tickets.id');
  where(q);
  const byConnection = new Map(due.map((r) => [r.connection.id, r]));
  return (await q).map((t) => {
    const rule = byConnection.get(Number(t.whatsappId))!;
    return { id: t.id, companyId: t.companyId, rule, cutoff: cutoffOf(rule) };
  });
}
