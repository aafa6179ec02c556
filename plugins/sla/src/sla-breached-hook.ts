import type { SlaTarget } from './sla-models.js';

/**
 * `sla.breached`: a ticket missed one of its SLA targets. Notified once per breach (the row's conditional update
 * decides which process raises it), after the stamp is committed. `dueAt` and `at` are ISO times; `userId` is the
 * ticket's attendant then (null: nobody had it); `queueId` its queue.
 */
declare module '@balcao/core' {
  interface HookEvents {
    'sla.breached': {
      companyId: number;
      ticketId: number;
      policyId: number | null;
      target: SlaTarget;
      dueAt: string;
      at: string;
      queueId: number | null;
      userId: number | null;
    };
  }
}

export {};
