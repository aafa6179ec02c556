import { AppError } from '@balcao/core';
import type { TicketDeps } from './ticket-deps.js';

/** Who asks to see a ticket: a request's verified user, or a socket's (both carry these). */
export interface TicketCaller {
  id: number;
  companyId: number;
  profile: string;
  super: boolean;
}

/** Who is looking at tickets, as spec §6 decides what they see. */
export interface TicketViewer {
  id: number;
  companyId: number;
  /** admins (and super users) see every queue and may ask for showAll */
  isAdmin: boolean;
  /** the user's queues (user_queues) */
  queueIds: number[];
  /** allTicket 'enable': pending tickets of every queue */
  allTicket: boolean;
  whatsappId: number | null;
}

/** Who changes a ticket: a user's viewer, or the system's (no user: `id` null; `label`: which, e.g. a rule) */
export type ActingViewer = Omit<TicketViewer, 'id'> & { id: number | null; label?: string };

/** the system actor's view (an automation rule): every ticket of the company, as an admin's, and no user */
export const systemViewer = (companyId: number, label?: string): ActingViewer => ({
  id: null,
  ...(label ? { label } : {}),
  companyId,
  isAdmin: true,
  queueIds: [],
  allTicket: true,
  whatsappId: null,
});

/** The caller's profile, queues and allTicket, read fresh (an admin may have just changed them). */
export async function loadViewer(deps: Pick<TicketDeps, 'db'>, user: TicketCaller): Promise<TicketViewer> {
  const table = deps.db.tenant(user.companyId);
  const row = await table('users').where({ id: user.id }).first('allTicket', 'whatsappId');
  if (!row) throw new AppError('ERR_NO_USER_FOUND', 404);
  const queues: Array<{ queueId: number }> = await table('users')
    .join('userQueues', 'userQueues.userId', 'users.id')
    .where('users.id', user.id)
    .select('userQueues.queueId');
  return {
    id: user.id,
    companyId: user.companyId,
    isAdmin: user.profile === 'admin' || user.super,
    queueIds: queues.map((q) => Number(q.queueId)),
    allTicket: row.allTicket === 'enable',
    whatsappId: row.whatsappId == null ? null : Number(row.whatsappId),
  };
}

/** spec §6 for one ticket: its queue is one of the viewer's, it has none, it is theirs, or pending with allTicket */
export function canSee(
  viewer: ActingViewer,
  t: { queueId: number | null; userId: number | null; status: string },
): boolean {
  if (viewer.isAdmin) return true;
  if (t.queueId == null || viewer.queueIds.includes(t.queueId)) return true;
  if (viewer.id != null && t.userId === viewer.id) return true;
  return t.status === 'pending' && viewer.allTicket;
}

/** 403 ERR_NO_PERMISSION (the client shows 'Acesso não permitido') when the viewer may not see the ticket */
export function ensureCanSee(
  viewer: ActingViewer,
  t: { queueId: number | null; userId: number | null; status: string },
): void {
  if (!canSee(viewer, t)) throw new AppError('ERR_NO_PERMISSION', 403);
}
