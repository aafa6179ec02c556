import { Button, HTMLSelect } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  PageHeader,
  ResourcePage,
  onRealtime,
  showToast,
  toastError,
  useInfiniteList,
  type FetchPage,
} from '@balcao/kit';
import { listJobs, type Job, type JobFilter, type JobState } from '../api';
import { $busyJobId, $filter, filterChosen, refreshRequested, removeJobFx, retryJobFx } from '../model';
import { jobActions, jobColumns } from './jobColumns';
import { STATE_LOOK } from './StateTag';
import { SummaryCards } from './SummaryCards';

/** Queued and running jobs move on their own; the view looks again this often while open. */
const AUTO_REFRESH_MS = 15_000;

/** /jobs (super users): every tenant's background jobs, with retry and cancel (issue 4). */
export function JobsPage() {
  const { t } = useTranslation('jobs');
  const [filter, busy] = useUnit([$filter, $busyJobId]);
  // the job a retry or a cancel waits to be confirmed for; the verb stays while the alert closes
  const [asked, setAsked] = useState<{ job: Job | null; verb: 'retry' | 'cancel' }>({
    job: null,
    verb: 'retry',
  });
  // the total of the chosen filter, as the last page 1 counted it
  const [count, setCount] = useState(0);
  const fetchPage = useCallback<FetchPage<Job, { state: JobFilter }>>(
    async ({ pageNumber, filters, signal }) => {
      const page = await listJobs(filters.state, pageNumber, signal);
      setCount(page.count);
      return { items: page.jobs, hasMore: page.hasMore };
    },
    [],
  );
  const list = useInfiniteList(fetchPage, { filters: { state: filter } });
  const { reload, remove } = list;
  // the summary and page 1 of the table again
  const refresh = useCallback(() => {
    refreshRequested();
    reload();
  }, [reload]);

  useEffect(() => {
    refreshRequested();
    const timer = setInterval(refresh, AUTO_REFRESH_MS);
    // another super user retried or cancelled a job
    const off = onRealtime('jobs', refresh);
    return () => {
      clearInterval(timer);
      off();
    };
  }, [refresh]);

  const retry = (job: Job) =>
    retryJobFx(job.id)
      .then(() => {
        showToast(t('toasts.retried', { name: job.name }), 'success');
        reload();
        // it usually runs within a second: show how it went
        setTimeout(refresh, 1500);
      })
      .catch(toastError);
  const cancel = (job: Job) =>
    removeJobFx(job.id)
      .then(() => {
        remove(job.id);
        setCount((c) => Math.max(0, c - 1));
        showToast(t('toasts.cancelled', { name: job.name }), 'success');
        reload();
      })
      .catch(toastError);

  const tools = (
    <>
      <HTMLSelect
        value={filter}
        aria-label={t('filter.label')}
        onChange={(e) => filterChosen(e.currentTarget.value as JobFilter)}
        data-testid="jobs-filter"
        options={[
          { value: 'all', label: t('filter.all') },
          ...(Object.keys(STATE_LOOK) as JobState[]).map((s) => ({ value: s, label: t(`state.${s}`) })),
        ]}
      />
      <Button
        icon="refresh"
        variant="outlined"
        aria-label={t('actions.refresh')}
        title={t('actions.refresh')}
        onClick={refresh}
      />
    </>
  );

  return (
    <ResourcePage<Job>
      title={
        <>
          {filter === 'all' ? t('filter.all') : t(`titles.${filter}`)}{' '}
          <span className="bp6-text-muted jobs-count">({count})</span>
        </>
      }
      prefix="jobs"
      testId="jobs-page"
      above={
        <>
          <PageHeader title={t('title')} subtitle={t('subtitle')} />
          <SummaryCards />
        </>
      }
      list={list}
      search={false}
      columns={jobColumns(t)}
      tools={tools}
      actionsWidth={96}
      rowActions={jobActions(t, busy, (job, verb) => setAsked({ job, verb }))}
    >
      <ConfirmDialog
        isOpen={Boolean(asked.job)}
        title={t(`confirm.${asked.verb}Title`)}
        message={t(`confirm.${asked.verb}Message`, { name: asked.job?.name ?? '' })}
        confirmLabel={t(asked.verb === 'retry' ? 'actions.retry' : 'actions.confirmCancel')}
        onClose={() => setAsked((a) => ({ ...a, job: null }))}
        onConfirm={() => asked.job && void (asked.verb === 'retry' ? retry : cancel)(asked.job)}
      />
    </ResourcePage>
  );
}
