/**
 * What the tickets plugin's dashboard and report routes answer, typed once for the plugin and the modules that
 * draw them (modules/dashboard, modules/reports). Types only: the file imports nothing.
 */

/** One attendant's or queue's rates: the average (1 to 3) and how many. */
export interface RatingLine {
  /** the user's or queue's id; null for ratings of tickets without a queue */
  id: number | null;
  name: string;
  average: number;
  count: number;
}

export interface Ratings {
  attendants: RatingLine[];
  queues: RatingLine[];
}

/** An attendant's line of the dashboard; times in whole minutes. */
export interface DashboardAttendant {
  id: number;
  name: string;
  avgSupportTime: number;
  tickets: number;
  /** average rate 1 to 3; 0 when nobody rated */
  rating: number;
  online: boolean;
}

/** Spec §3 Dashboard, as Whaticket's GET /dashboard answers it. Times are in minutes. */
export interface Dashboard {
  counters: {
    avgSupportTime: number;
    avgWaitTime: number;
    supportHappening: number;
    supportPending: number;
    supportFinished: number;
    leads: number;
  };
  attendants: DashboardAttendant[];
  /** rates 1 to 3 of the period per attendant and per queue */
  ratings: Ratings;
}

/** GET /dashboard/ticketsDay: one day by hour (all 24), or several days by day (the days that had any). */
export type TicketsByTime =
  | { count: number; data: Array<{ horario: number; total: number }> }
  | { count: number; data: Array<{ data: string; total: number }> };

/** GET /dashboard/ticketsUsers: `quantidade` of conversations per attendant (`nome`), `data` their first day. */
export interface TicketsByUser {
  data: Array<{ quantidade: number; nome: string; data?: string }>;
}

/** What GET /reports tells of a set of ticket lives (plugins/reports/README.md "Figures"). */
export interface ReportFigures {
  /** lives that started waiting in the period */
  tickets: number;
  /** of those, the ones finished */
  resolved: number;
  /** averages of whole seconds from when the life started waiting; null when no life had one */
  waitSeconds: number | null;
  firstResponseSeconds: number | null;
  resolutionSeconds: number | null;
  /** the rates (1 to 3) the contacts gave those lives */
  ratings: number;
  ratingAverage: number | null;
  /** rates of 3, the top of the scale */
  satisfied: number;
}

/** One key of the dimension (an attendant, a queue ...); key null gathers the lives without one. */
export interface ReportRow extends ReportFigures {
  key: number | null;
  name: string;
}

/** GET /reports?initialDate&finalDate&by */
export interface Breakdown {
  /** the dimension: attendant, queue, tag, connection, hour, or one a plugin registered */
  by: string;
  /** YYYY-MM-DD on the company's clock */
  from: string;
  to: string;
  /** every life of the period once (a life with two tags is one ticket here, one in each tag's row) */
  totals: ReportFigures;
  rows: ReportRow[];
}
