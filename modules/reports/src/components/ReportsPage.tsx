import { useState } from 'react';
import { H3 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { downloadCsv, useReport } from '@balcao/kit';
import { fetchReport, type ReportParams, type ReportRow } from '../api';
import { lastWeek } from '../figures';
import { reportCsv } from '../report-csv';
import { ReportFilter } from './ReportFilter';
import { TotalsCards } from './TotalsCards';
import { ReportChart } from './ReportChart';
import { ReportTable } from './ReportTable';

/**
 * Issue 30 "numbers for managers": a period's volumes, wait, first response and resolution times and ratings, by
 * attendant, queue, tag, connection or hour, as cards, a chart and a table, exported as CSV.
 */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const [params, setParams] = useState<ReportParams>(() => ({ ...lastWeek(), by: 'attendant' }));
  // an emptied date field asks nothing until it is filled again; the server's field messages (a start after the
  // end, more than two years) go under the fields
  const { report, errors, loading } = useReport(
    params.initialDate && params.finalDate ? params : null,
    fetchReport,
  );
  const by = report?.by ?? params.by;
  // a row's label: its name, "Sem fila" (and the like) for the tickets without one, #id for a deleted one
  const rowName = (row: ReportRow) => (row.key === null ? t(`none.${by}`) : row.name || `#${row.key}`);

  return (
    <div className="kit-page rp-page" data-testid="reports-page">
      <H3 className="rp-title">{t('title')}</H3>
      <ReportFilter
        params={params}
        onChange={setParams}
        errors={errors}
        loading={loading}
        onExport={
          report
            ? () => downloadCsv(reportCsv(report, t, rowName), t('csv.filename', { ...report }))
            : undefined
        }
      />
      <TotalsCards totals={report?.totals ?? null} loading={loading} />
      {report && <ReportChart report={report} rowName={rowName} />}
      {report && <ReportTable report={report} rowName={rowName} />}
    </div>
  );
}
