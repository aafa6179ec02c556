import type { IconName, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../api';
import { formatMinutes } from '../minutes';
import { StatCard } from './StatCard';

type Counters = Dashboard['counters'];
/** Each card: its test id and label key, the counter it shows, whether that is minutes, its icon and colour. */
const CARDS: [string, string, keyof Counters, boolean, IconName, Intent][] = [
  ['pending', 'pending', 'supportPending', false, 'inbox', 'warning'],
  ['happening', 'happening', 'supportHappening', false, 'chat', 'primary'],
  ['finished', 'finished', 'supportFinished', false, 'tick-circle', 'success'],
  ['leads', 'leads', 'leads', false, 'new-person', 'primary'],
  ['support-time', 'supportTime', 'avgSupportTime', true, 'stopwatch', 'none'],
  ['wait-time', 'waitTime', 'avgWaitTime', true, 'time', 'none'],
];

/** Spec §2: pending, in progress, finished, leads, average support and wait times. */
export function CounterCards({ counters }: { counters: Counters | null }) {
  const { t } = useTranslation('dashboard');
  const shown = (v: number | undefined, minutes: boolean) =>
    !counters ? '—' : minutes ? formatMinutes(v ?? 0) : String(v ?? 0);
  return (
    <>
      {CARDS.map(([id, label, counter, minutes, icon, intent]) => (
        <StatCard
          key={id}
          testId={`card-${id}`}
          label={t(`cards.${label}`)}
          value={shown(counters?.[counter], minutes)}
          icon={icon}
          intent={intent}
        />
      ))}
    </>
  );
}
