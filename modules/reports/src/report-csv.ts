import type { TFunction } from 'i18next';
import { csvText } from '@balcao/kit';
import type { Figures, Report, ReportRow } from './api';

const whole = (seconds: number | null) => (seconds === null ? '' : Math.round(seconds));

/** The report as a spreadsheet: one line per row of the table, the totals last; times in whole seconds. */
export function reportCsv(report: Report, t: TFunction, rowName: (row: ReportRow) => string): string {
  const figures = (f: Figures) => [
    f.tickets,
    f.resolved,
    whole(f.waitSeconds),
    whole(f.firstResponseSeconds),
    whole(f.resolutionSeconds),
    f.ratings,
    f.ratingAverage === null ? '' : f.ratingAverage.toFixed(2),
    f.satisfied,
  ];
  return csvText([
    [
      t(`by.${report.by}`),
      t('col.tickets'),
      t('col.resolved'),
      t('csv.waitSeconds'),
      t('csv.firstResponseSeconds'),
      t('csv.resolutionSeconds'),
      t('col.ratings'),
      t('col.ratingAverage'),
      t('col.satisfied'),
    ],
    ...report.rows.map((row) => [rowName(row), ...figures(row)]),
    [t('total'), ...figures(report.totals)],
  ]);
}
