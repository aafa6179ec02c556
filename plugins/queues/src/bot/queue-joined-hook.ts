declare module '@balcao/core' {
  interface HookEvents {
    /**
     * A ticket joined a queue through the queue menu, after that step's transaction committed (and before the
     * pipeline moves on): an integration of the queue (typebot) may greet at once. `eventId`: the inbox event
     * that caused it; derive the sends' idempotency keys from it. `message`: that event's text (the contact's
     * words when the connection's only queue was joined directly, else the menu choice), for an integration that
     * answers messages rather than greeting.
     */
    'ticket.queue-joined': {
      companyId: number;
      ticketId: number;
      queueId: number;
      eventId: number;
      message: { body: string; sentAt: number };
    };
  }
}

export {};
