import { Card, Icon } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { JobState } from '../api';
import { $filter, $summary, filterChosen } from '../model';
import { STATE_LOOK } from './StateTag';

const CARDS: Array<{ state: JobState; color: string }> = [
  { state: 'queued', color: '#2d72d2' },
  { state: 'running', color: '#c87619' },
  { state: 'failed', color: '#cd4246' },
  { state: 'scheduled', color: '#5f6b7c' },
];

/** Na fila, Em execução, Falhas, Agendados: each card filters the table (a second click shows all). */
export function SummaryCards() {
  const { t } = useTranslation('jobs');
  const [summary, filter] = useUnit([$summary, $filter]);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))', gap: 12 }}>
      {CARDS.map(({ state, color }) => {
        const active = filter === state;
        return (
          <Card
            key={state}
            interactive
            selected={active}
            compact
            data-testid={`jobs-card-${state}`}
            aria-pressed={active}
            onClick={() => filterChosen(active ? 'all' : state)}
            style={{ display: 'flex', alignItems: 'center', gap: 14, borderLeft: `4px solid ${color}` }}
          >
            <div
              style={{
                width: 40,
                height: 40,
                borderRadius: '50%',
                background: `${color}22`,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                flexShrink: 0,
              }}
            >
              <Icon icon={STATE_LOOK[state].icon} color={color} size={18} />
            </div>
            <div style={{ minWidth: 0 }}>
              <div
                style={{ fontSize: 26, fontWeight: 600, lineHeight: 1.1 }}
                data-testid={`jobs-count-${state}`}
              >
                {summary ? summary[state] : '–'}
              </div>
              <div className="bp6-text-muted">{t(`cards.${state}`)}</div>
            </div>
          </Card>
        );
      })}
    </div>
  );
}
