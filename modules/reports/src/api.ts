import { api } from '@balcao/kit';

/** The ways GET /reports splits a period, in the order the page offers them. */
export const DIMENSIONS = ['attendant', 'queue', 'tag', 'connection', 'hour'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** What GET /reports tells of a set of ticket lives; times are averages of whole seconds, null when none. */
export interface Figures {
  tickets: number;
  resolved: number;
  waitSeconds: number | null;
  firstResponseSeconds: number | null;
  resolutionSeconds: number | null;
  ratings: number;
  /** 1 to 3 */
  ratingAverage: number | null;
  /** rates of 3 */
  satisfied: number;
}

/** key null: the tickets without an attendant, queue, tag or connection */
export interface ReportRow extends Figures {
  key: number | null;
  name: string;
}

export interface Report {
  by: Dimension;
  from: string;
  to: string;
  totals: Figures;
  rows: ReportRow[];
}

export type ReportParams = {
  initialDate: string;
  finalDate: string;
  by: Dimension;
};

export const fetchReport = (params: ReportParams, signal?: AbortSignal) =>
  api.get<Report>('/reports', params, signal);
