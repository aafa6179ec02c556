import { useEffect, useState } from 'react';
import { H3 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ApiError, showToast, toastError } from '@balcao/kit';
import { fetchDashboard, type Dashboard } from '../api';
import { dashboardParams, defaultFilter, type Filter } from '../filter';
import { AttendantsTable } from './AttendantsTable';
import { CounterCards } from './CounterCards';
import { DueDateCard } from './StatCard';
import { FilterBar } from './FilterBar';
import { TicketsTodayChart } from './TicketsTodayChart';
import { RatingsCard } from './RatingsCard';

/** Spec §2 "Dashboard (super only)": due date, today's chart, the filter, the figures and the attendants. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const [filter, setFilter] = useState<Filter>(() => defaultFilter());
  const [errors, setErrors] = useState<Record<string, string>>({});
  // spec §2: the page opens on its default filter (the month so far); each Filter click is a new query, even
  // for the same filter, and the figures of the last answer stay on screen until the next one arrives
  const [query, setQuery] = useState(() => ({ params: dashboardParams(defaultFilter()) ?? {}, seq: 0 }));
  const [shown, setShown] = useState<{ seq: number; dashboard: Dashboard | null }>({
    seq: -1,
    dashboard: null,
  });
  const loading = shown.seq !== query.seq;

  useEffect(() => {
    const abort = new AbortController();
    fetchDashboard(query.params, abort.signal).then(
      (dashboard) => {
        setShown({ seq: query.seq, dashboard });
        setErrors({});
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        // the server's field messages (a day that is no calendar day, a start after the end) go under the fields
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        toastError(error);
        setShown((s) => ({ ...s, seq: query.seq }));
      },
    );
    return () => abort.abort();
  }, [query]);

  const submit = () => {
    const params = dashboardParams(filter);
    if (!params) {
      // spec §5: neither days nor dates; said at once, as Whaticket's client does, without asking the server
      const message = t('filter.required');
      setErrors(filter.type === 'period' ? { days: message } : { date_from: message });
      showToast(message, 'danger');
      return;
    }
    setQuery((q) => ({ params, seq: q.seq + 1 }));
  };

  return (
    <div className="kit-page db-page" data-testid="dashboard-page">
      <H3 className="db-title">{t('title')}</H3>
      <div className="db-top">
        <DueDateCard />
        <TicketsTodayChart />
      </div>
      <FilterBar
        filter={filter}
        onChange={(f) => {
          setFilter(f);
          setErrors({});
        }}
        onSubmit={submit}
        loading={loading}
        errors={errors}
      />
      <div className="db-cards kit-figures" data-testid="dashboard-cards" data-loading={loading}>
        <CounterCards counters={shown.dashboard?.counters ?? null} />
      </div>
      <AttendantsTable attendants={shown.dashboard?.attendants ?? []} />
      <RatingsCard ratings={shown.dashboard?.ratings ?? null} />
    </div>
  );
}
