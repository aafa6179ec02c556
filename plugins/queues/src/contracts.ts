/**
 * What the queues routes answer and accept, and opening hours as queues and companies store them (Whaticket's
 * weekly `schedules`) and the queue dialog edits them: typed once for the plugin and modules/queues. Imports
 * nothing.
 */

/** One day of a weekly schedule: open from startTime to endTime ('HH:MM'); equal times: closed all day. */
export interface Schedule {
  weekday?: string;
  weekdayEn: string;
  startTime: string;
  endTime: string;
}

/**
 * Whaticket's default week (spec §2, queue dialog and company hours): Mon-Fri 08:00-18:00, Sat 08:00-12:00, Sunday
 * closed; every day named, so it is also a company's week (core's `Schedule`).
 */
export const defaultSchedules: Required<Schedule>[] = [
  { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Terça-feira', weekdayEn: 'tuesday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Quarta-feira', weekdayEn: 'wednesday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Quinta-feira', weekdayEn: 'thursday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Sexta-feira', weekdayEn: 'friday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Sábado', weekdayEn: 'saturday', startTime: '08:00', endTime: '12:00' },
  { weekday: 'Domingo', weekdayEn: 'sunday', startTime: '00:00', endTime: '00:00' },
];

/** A queue as GET /queue lists it and GET /queue/:id, POST and PUT answer it; schedules never null. */
export interface QueueWire {
  id: number;
  name: string;
  color: string;
  orderQueue: number | null;
  greetingMessage: string | null;
  outOfHoursMessage: string | null;
  schedules: Schedule[];
  /** the queue integration (typebot, n8n ...) that answers the queue's tickets first */
  integrationId?: number | null;
}

/** POST /queue; PUT /queue/:id takes any of them */
export interface QueueInput {
  name: string;
  color: string;
  greetingMessage: string;
  outOfHoursMessage: string;
  orderQueue: number | null;
  schedules?: Schedule[];
  integrationId?: number | null;
}

/**
 * One choice of a queue's chatbot menu as GET /queue-options lists it (parentId -1: the top level) and POST and
 * PUT /queue-options answer it, with its whole subtree in `children`.
 */
export interface QueueOptionWire {
  id: number;
  queueId: number;
  /** null: the top level */
  parentId: number | null;
  title: string;
  message: string | null;
  /** the position the contact types ('1', '2', ...), a string as in Whaticket */
  option: string | null;
  children?: QueueOptionWire[];
}

/** PUT /queue-options/:id; POST /queue-options takes them with the option's queueId and parentId */
export interface QueueOptionInput {
  title: string;
  message: string;
  option: string;
}
