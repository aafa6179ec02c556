import { Tooltip } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { formatDateTime, type Column, IconButton } from '@balcao/kit';
import type { Job } from '../api';
import { parseInterval } from '../interval';
import { StateTag } from './StateTag';

function When({ value, sub }: { value: string | null; sub?: string | null }) {
  if (!value && !sub) return <span className="bp6-text-muted">—</span>;
  return (
    <span className="jobs-nowrap">
      {value ? formatDateTime(value) : '—'}
      {sub && <div className="bp6-text-muted bp6-text-small">{sub}</div>}
    </span>
  );
}

function every(t: TFunction, interval: string | number): string {
  const parsed = parseInterval(interval);
  return t('every', {
    interval: parsed ? t(`units.${parsed.unit}`, { count: parsed.count }) : String(interval),
  });
}

/** A job's retry and cancel, each asked to be confirmed: none while another one is being retried or cancelled. */
export function jobActions(
  t: TFunction,
  busyId: string | null,
  onAsk: (job: Job, verb: 'retry' | 'cancel') => void,
) {
  return (j: Job) => (
    <>
      <Tooltip
        content={j.state === 'running' ? t('tooltips.runningNoRetry') : t('tooltips.retry')}
        placement="top"
        compact
      >
        <IconButton
          intent="primary"
          icon="play"
          label={t('tooltips.retry')}
          disabled={j.state === 'running' || busyId !== null}
          loading={busyId === j.id}
          onClick={() => onAsk(j, 'retry')}
          data-testid="job-retry"
        />
      </Tooltip>
      <IconButton
        intent="danger"
        icon="trash"
        label={t('tooltips.cancel')}
        disabled={busyId !== null}
        onClick={() => onAsk(j, 'cancel')}
        data-testid="job-cancel"
        tooltip={{ compact: true, placement: 'top' }}
      />
    </>
  );
}

/** The jobs table: name, company, state, next and last run (pt-BR dates), failure reason. */
export function jobColumns(t: TFunction): Column<Job>[] {
  return [
    {
      key: 'name',
      header: t('columns.name'),
      render: (j) => (
        <code className="jobs-name" title={j.id}>
          {j.name}
        </code>
      ),
    },
    {
      key: 'company',
      header: t('columns.company'),
      render: (j) => (
        <span className={j.companyId === null ? 'jobs-nowrap bp6-text-muted' : 'jobs-nowrap'}>
          {j.companyId === null ? t('platform') : (j.companyName ?? `#${j.companyId}`)}
        </span>
      ),
    },
    {
      key: 'state',
      header: t('columns.state'),
      render: (j) => <StateTag state={j.state} disabled={j.disabled} />,
    },
    {
      key: 'nextRunAt',
      header: t('columns.nextRun'),
      render: (j) => <When value={j.nextRunAt} sub={j.repeatInterval ? every(t, j.repeatInterval) : null} />,
    },
    {
      key: 'lastRunAt',
      header: t('columns.lastRun'),
      render: (j) => (
        <When value={j.lastRunAt} sub={j.failCount > 0 ? t('failCount', { count: j.failCount }) : null} />
      ),
    },
    {
      key: 'failReason',
      header: t('columns.failReason'),
      render: (j) =>
        j.failReason ? (
          <span
            className={`bp6-text-overflow-ellipsis jobs-fail ${j.state === 'failed' ? 'jobs-fail--failed' : ''}`}
            title={j.failReason}
          >
            {j.failReason}
          </span>
        ) : (
          <span className="bp6-text-muted">—</span>
        ),
    },
  ];
}
