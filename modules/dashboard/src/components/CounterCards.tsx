import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../api';
import { formatMinutes } from '../minutes';
import { StatCard } from './StatCard';

/** Spec §2: pending, in progress, finished, leads, average support and wait times. */
export function CounterCards({ counters }: { counters: Dashboard['counters'] | null }) {
  const { t } = useTranslation('dashboard');
  const n = (v: number | undefined) => (counters ? String(v ?? 0) : '—');
  const time = (v: number | undefined) => (counters ? formatMinutes(v ?? 0) : '—');
  return (
    <>
      <StatCard
        testId="card-pending"
        label={t('cards.pending')}
        value={n(counters?.supportPending)}
        icon="inbox"
        intent="warning"
      />
      <StatCard
        testId="card-happening"
        label={t('cards.happening')}
        value={n(counters?.supportHappening)}
        icon="chat"
        intent="primary"
      />
      <StatCard
        testId="card-finished"
        label={t('cards.finished')}
        value={n(counters?.supportFinished)}
        icon="tick-circle"
        intent="success"
      />
      <StatCard
        testId="card-leads"
        label={t('cards.leads')}
        value={n(counters?.leads)}
        icon="new-person"
        intent="primary"
      />
      <StatCard
        testId="card-support-time"
        label={t('cards.supportTime')}
        value={time(counters?.avgSupportTime)}
        icon="stopwatch"
        intent="none"
      />
      <StatCard
        testId="card-wait-time"
        label={t('cards.waitTime')}
        value={time(counters?.avgWaitTime)}
        icon="time"
        intent="none"
      />
    </>
  );
}
