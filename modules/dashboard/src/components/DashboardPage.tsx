import { useState } from 'react';
import { H3 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $company, formatDate, showToast, useReport } from '@balcao/kit';
import { fetchDashboard } from '../api';
import { dashboardParams, defaultFilter, type Filter } from '../filter';
import { AttendantsTable } from './AttendantsTable';
import { CounterCards } from './CounterCards';
import { FilterBar } from './FilterBar';
import { TicketsTodayChart } from './TicketsTodayChart';
import { RatingsCard } from './RatingsCard';
import { StatCard } from './StatCard';

/** Spec §2 "Dashboard (super only)": due date, today's chart, the filter, the figures and the attendants. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const company = useUnit($company);
  const [filter, setFilter] = useState<Filter>(() => defaultFilter());
  // spec §2: the page opens on its default filter (the month so far); each Filter click is a new query, even
  // for the same filter, and the figures of the last answer stay on screen until the next one arrives
  const [query, setQuery] = useState(() => ({ params: dashboardParams(defaultFilter()) ?? {} }));
  // the server's field messages (a day that is no calendar day, a start after the end) go under the fields
  const load = (q: typeof query, signal: AbortSignal) => fetchDashboard(q.params, signal);
  const { report: dashboard, errors, setErrors, loading } = useReport(query, load);

  const submit = () => {
    const params = dashboardParams(filter);
    if (!params) {
      // spec §5: neither days nor dates; said at once, as Whaticket's client does, without asking the server
      const message = t('filter.required');
      setErrors(filter.type === 'period' ? { days: message } : { date_from: message });
      showToast(message, 'danger');
      return;
    }
    setQuery({ params });
  };

  return (
    <div className="kit-page db-page" data-testid="dashboard-page">
      <H3 className="db-title">{t('title')}</H3>
      <div className="db-top">
        {/* spec §2: the company's due date (the same one the top bar's 'Vence em' shows) */}
        <StatCard
          label={t('dueDate')}
          value={formatDate(company?.dueDate) || '—'}
          icon="calendar"
          testId="dashboard-due-date"
        />
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
        <CounterCards counters={dashboard?.counters ?? null} />
      </div>
      <AttendantsTable attendants={dashboard?.attendants ?? []} />
      <RatingsCard ratings={dashboard?.ratings ?? null} />
    </div>
  );
}
