import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Report, ReportRow } from '../api';
import { formatDuration, formatRating, satisfiedPercent } from '../figures';

/** Every row of the report with all its figures; the hours with no ticket stay, at zero. */
export function ReportTable(props: { report: Report; rowName: (row: ReportRow) => string }) {
  const { t, i18n } = useTranslation('reports');
  const { report } = props;
  if (!report.rows.length)
    return <NonIdealState icon="timeline-bar-chart" description={t('empty')} className="rp-empty" />;
  return (
    <div className="rp-table-wrap">
      <HTMLTable compact striped className="rp-table" data-testid="reports-table">
        <thead>
          <tr>
            <th>{t(`by.${report.by}`)}</th>
            <th className="rp-num">{t('col.tickets')}</th>
            <th className="rp-num">{t('col.resolved')}</th>
            <th className="rp-num">{t('col.wait')}</th>
            <th className="rp-num">{t('col.firstResponse')}</th>
            <th className="rp-num">{t('col.resolution')}</th>
            <th className="rp-num">{t('col.ratings')}</th>
            <th className="rp-num">{t('col.ratingAverage')}</th>
            <th className="rp-num">{t('col.satisfied')}</th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => {
            const percent = satisfiedPercent(row);
            return (
              <tr key={String(row.key)} data-testid="reports-row" data-key={String(row.key)}>
                <td>{props.rowName(row)}</td>
                <td className="rp-num" data-col="tickets">
                  {row.tickets}
                </td>
                <td className="rp-num" data-col="resolved">
                  {row.resolved}
                </td>
                <td className="rp-num">{formatDuration(row.waitSeconds)}</td>
                <td className="rp-num">{formatDuration(row.firstResponseSeconds)}</td>
                <td className="rp-num">{formatDuration(row.resolutionSeconds)}</td>
                <td className="rp-num">{row.ratings}</td>
                <td className="rp-num">{formatRating(row, i18n.language)}</td>
                <td className="rp-num">{percent === null ? '—' : `${percent}%`}</td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
