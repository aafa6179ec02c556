import { NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@balcao/kit';
import type { Report, ReportRow } from '../api';
import { formatDuration, formatRating, formatSatisfied } from '../figures';

/** Every row of the report with all its figures; the hours with no ticket stay, at zero. */
export function ReportTable(props: { report: Report; rowName: (row: ReportRow) => string }) {
  const { t, i18n } = useTranslation('reports');
  const { report } = props;
  if (!report.rows.length)
    return <NonIdealState icon="timeline-bar-chart" description={t('empty')} className="rp-empty" />;
  // a figure's column, right-aligned; the counts the tests read carry their `data-col`
  const figure = (key: string, render: (row: ReportRow) => ReactNode): Column<ReportRow> => ({
    key,
    header: t(`col.${key}`),
    className: 'rp-num',
    render,
  });
  const counted = (key: 'tickets' | 'resolved') =>
    figure(key, (row) => <span data-col={key}>{row[key]}</span>);
  return (
    <div className="rp-table-wrap">
      <DataTable
        className="rp-table"
        testId="reports-table"
        rows={report.rows}
        rowKey={(row) => String(row.key)}
        rowProps={(row) => ({ 'data-testid': 'reports-row', 'data-key': String(row.key) })}
        columns={[
          { key: 'name', header: t(`by.${report.by}`), render: props.rowName },
          counted('tickets'),
          counted('resolved'),
          figure('wait', (row) => formatDuration(row.waitSeconds)),
          figure('firstResponse', (row) => formatDuration(row.firstResponseSeconds)),
          figure('resolution', (row) => formatDuration(row.resolutionSeconds)),
          figure('ratings', (row) => row.ratings),
          figure('ratingAverage', (row) => formatRating(row, i18n.language)),
          figure('satisfied', formatSatisfied),
        ]}
      />
    </div>
  );
}
