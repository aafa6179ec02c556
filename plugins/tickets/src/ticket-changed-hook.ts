/**
 * `ticket.changed`: a ticket was created or its columns changed, notified after the commit with where it stands
 * now and, for a change, where it stood before (status, queue, attendant). Every path that announces a ticket to
 * the sockets notifies it (create, find-or-create, change, accept, transfer, close), so a plugin reacting to "a
 * ticket now waits in queue X" or "attendant Y freed a slot" (plugins/auto-assign) needs no other hook.
 */
declare module '@balcao/core' {
  interface HookEvents {
    'ticket.changed': {
      companyId: number;
      ticketId: number;
      status: string;
      queueId: number | null;
      userId: number | null;
      before?: { status: string; queueId: number | null; userId: number | null };
      /** the ticket's updatedAt as the change left it (read after the write) */
      updatedAt?: Date;
    };
  }
}

export {};
