/**
 * What the schedules routes answer and accept, as the screen (modules/schedules) and a client see it. The module
 * imports these types (`@balcao/plugin-schedules/contracts`), so a field the server adds or renames breaks the
 * browser's type check instead of going unnoticed. Types only: the file imports nothing.
 */

/** PENDENTE until its time, AGENDADA once queued in the outbox, ENVIADA when WhatsApp took it, ERRO if not. */
export type ScheduleStatus = 'PENDENTE' | 'AGENDADA' | 'ENVIADA' | 'ERRO';

/** The contact a schedule goes to, as the schedule carries it (the fields the screen reads). */
export interface ScheduleContact {
  id: number;
  name: string;
  number: string;
}

/**
 * A schedule as GET /schedules (a page of `{ schedules, count, hasMore }`), GET /schedules/:id, POST and PUT
 * answer it, and the `schedule` socket event carries it: Whaticket's Schedule with its contact and user.
 */
export interface ScheduleWire {
  id: number;
  body: string;
  contactId: number;
  contact: ScheduleContact | null;
  user: { id: number; name: string } | null;
  sendAt: string;
  sentAt: string | null;
  status: ScheduleStatus;
  /** sent after its time because the server was down then */
  late: boolean;
  mediaName: string | null;
  /** a signed link to the private image */
  mediaPath: string | null;
}

/** POST /schedules; PUT /schedules/:id takes any of them */
export interface ScheduleInput {
  body: string;
  contactId: number;
  /** ISO with its offset */
  sendAt: string;
}
