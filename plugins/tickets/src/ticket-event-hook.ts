/**
 * `ticket.event`: one fact in a ticket's life, for its timeline (plugins/timeline records them). Any plugin that
 * changes a ticket notifies it once its transaction has committed (`hooks.afterCommit`), so a rolled-back change
 * never shows. `type` is a short kebab-case verb: created, bot-step, queue-set, accepted, transferred,
 * tag-added, tag-removed, note-added, rated, closed, reopened, auto-assigned, auto-closed, contact-merged, ...
 * `userId`: who did it (null for the contact, a bot or a job); `data`: what a reader needs to say it
 * (e.g. `{ fromQueueId, toQueueId, fromUserId, toUserId }`, `{ reason }`), small and JSON-safe.
 */
declare module '@balcao/core' {
  interface HookEvents {
    'ticket.event': {
      companyId: number;
      ticketId: number;
      type: string;
      userId?: number | null;
      data?: Record<string, unknown>;
      at?: Date;
    };
  }
}

export {};
