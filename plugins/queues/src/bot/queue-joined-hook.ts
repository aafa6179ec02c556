declare module '@balcao/core' {
  interface HookEvents {
    /**
     * A ticket joined a queue through the queue menu, after that step's transaction committed (and before the
     * pipeline moves on): an integration of the queue (typebot) may greet at once. `eventId`: the inbox event
     * that caused it; derive the sends' idempotency keys from it.
     */
    'ticket.queue-joined': { companyId: number; ticketId: number; queueId: number; eventId: number };
  }
}

export {};
