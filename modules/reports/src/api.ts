import { api } from '@balcao/kit';
import type { Breakdown } from '@balcao/plugin-tickets/contracts';

/** The ways GET /reports splits a period, in the order the page offers them. */
export const DIMENSIONS = ['attendant', 'queue', 'tag', 'connection', 'hour'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export type { ReportFigures as Figures, ReportRow } from '@balcao/plugin-tickets/contracts';

/** GET /reports: split by one of the page's dimensions */
export type Report = Breakdown & { by: Dimension };

export type ReportParams = {
  initialDate: string;
  finalDate: string;
  by: Dimension;
};

export const fetchReport = (params: ReportParams, signal?: AbortSignal) =>
  api.get<Report>('/reports', params, signal);
