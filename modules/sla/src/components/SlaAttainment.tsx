import { useState } from 'react';
import { HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DateRange, isoDay, SelectField, useReport } from '@balcao/kit';
import {
  fetchAttainment,
  type Attainment,
  type AttainmentBy,
  type AttainmentFigures,
  type AttainmentParams,
} from '../api';

/** the last 30 days, today included */
function lastMonth(now = new Date()) {
  return {
    initialDate: isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 29)),
    finalDate: isoDay(now),
  };
}

/** 95% green, 80% amber, below red: how a manager reads attainment at a glance */
const intentOf = (share: number) => (share >= 0.95 ? 'success' : share >= 0.8 ? 'warning' : 'danger');

function Share({ figures }: { figures: AttainmentFigures }) {
  if (figures.attainment === null) return <>—</>;
  return (
    <Tag minimal intent={intentOf(figures.attainment)} data-testid="sla-attainment-share">
      {`${Math.round(figures.attainment * 100)}%`}
    </Tag>
  );
}

/**
 * The SLA tab "Cumprimento" (issue 34): of the tickets whose SLA started in a period, how many met or breached
 * each target, by queue or by attendant, and the share without a breach.
 */
export function SlaAttainment() {
  const { t } = useTranslation('sla');
  const [params, setParams] = useState<AttainmentParams>(() => ({ ...lastMonth(), by: 'queue' }));
  const { report, errors } = useReport(
    params.initialDate && params.finalDate ? params : null,
    fetchAttainment,
  );

  const nameOf = (row: Attainment['rows'][number]) =>
    row.key === null ? t(`attainment.none.${report?.by ?? params.by}`) : row.name || `#${row.key}`;
  const cells = (f: AttainmentFigures) => (
    <>
      <td className="sla-num" data-col="tickets">
        {f.tickets}
      </td>
      <td className="sla-num">
        <Share figures={f} />
      </td>
      <td className="sla-num">{`${f.firstResponse.met} / ${f.firstResponse.breached}`}</td>
      <td className="sla-num">{f.nextResponse.breached}</td>
      <td className="sla-num">{`${f.resolution.met} / ${f.resolution.breached}`}</td>
    </>
  );

  return (
    <div className="sla-attainment" data-testid="sla-attainment">
      <div className="sla-attainment__filter">
        <DateRange
          from={{
            id: 'sla-from',
            name: 'initialDate',
            label: t('attainment.from'),
            value: params.initialDate,
          }}
          to={{ id: 'sla-to', name: 'finalDate', label: t('attainment.to'), value: params.finalDate }}
          errors={errors}
          onChange={(initialDate, finalDate) => setParams({ ...params, initialDate, finalDate })}
        />
        <SelectField
          id="sla-by"
          name="by"
          label={t('attainment.by')}
          value={params.by}
          onChange={(by) => setParams({ ...params, by: by as AttainmentBy })}
          options={(['queue', 'attendant'] as const).map((by) => ({
            value: by,
            label: t(`attainment.byOption.${by}`),
          }))}
        />
      </div>
      {report && !report.rows.length ? (
        <NonIdealState icon="stopwatch" description={t('attainment.empty')} />
      ) : (
        report && (
          <div className="sla-attainment__table">
            <HTMLTable compact striped data-testid="sla-attainment-table">
              <thead>
                <tr>
                  <th>{t(`attainment.byOption.${report.by}`)}</th>
                  <th className="sla-num">{t('attainment.tickets')}</th>
                  <th className="sla-num">{t('attainment.share')}</th>
                  <th className="sla-num">{t('attainment.firstResponse')}</th>
                  <th className="sla-num">{t('attainment.nextResponse')}</th>
                  <th className="sla-num">{t('attainment.resolution')}</th>
                </tr>
              </thead>
              <tbody>
                {report.rows.map((row) => (
                  <tr key={String(row.key)} data-testid="sla-attainment-row">
                    <td>{nameOf(row)}</td>
                    {cells(row)}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr data-testid="sla-attainment-total">
                  <th>{t('attainment.total')}</th>
                  {cells(report.totals)}
                </tr>
              </tfoot>
            </HTMLTable>
            <p className="bp6-text-muted sla-attainment__legend">{t('attainment.legend')}</p>
          </div>
        )
      )}
    </div>
  );
}
