/** Room names in one place; every room is prefixed by its company so no join can cross tenants. */
export const rooms = {
  company: (companyId: number) => `company-${companyId}`,
  /** admin and super sockets of a company: what only admins may see (connection tokens, secret settings) */
  admins: (companyId: number) => `company-${companyId}-admins`,
  user: (companyId: number, userId: number) => `company-${companyId}-user-${userId}`,
  notification: (companyId: number) => `company-${companyId}-notification`,
  status: (companyId: number, status: string) => `company-${companyId}-status-${status}`,
  ticket: (companyId: number, ticketId: string | number) => `company-${companyId}-ticket-${ticketId}`,
  /** a queue's attendants (and the company's admins) */
  queue: (companyId: number, queueId: string | number) => `company-${companyId}-queue-${queueId}`,
  /** the sockets of one sign-in (a refresh-token family): closed together when it ends */
  session: (sid: string) => `session-${sid}`,
  /** an overdue company's sockets, which hear only what helps it pay (Realtime.hearWhenOverdue) */
  overdue: (companyId: number) => `company-${companyId}-overdue`,
  /** every overdue socket of every company: platform-wide news (emitToAll) passes them by */
  anyOverdue: () => 'overdue',
  /** super users also hear platform-wide events (announcements, companies) */
  supers: () => 'supers',
};

/** Event names follow spec §7: company-{id}-{entity}. */
export const companyEvent = (companyId: number, entity: string) => `company-${companyId}-${entity}`;
