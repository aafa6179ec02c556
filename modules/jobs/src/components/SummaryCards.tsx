import { Card, Icon } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { JobState } from '../api';
import { $filter, $summary, filterChosen } from '../model';
import { STATE_LOOK } from './StateTag';

/** each card in its state's colour (styles.css) */
const CARDS: JobState[] = ['queued', 'running', 'failed', 'scheduled'];

/** Na fila, Em execução, Falhas, Agendados: each card filters the table (a second click shows all). */
export function SummaryCards() {
  const { t } = useTranslation('jobs');
  const [summary, filter] = useUnit([$summary, $filter]);
  return (
    <div className="jobs-cards">
      {CARDS.map((state) => {
        const active = filter === state;
        return (
          <Card
            key={state}
            interactive
            selected={active}
            compact
            className={`jobs-card jobs-card--${state}`}
            data-testid={`jobs-card-${state}`}
            aria-pressed={active}
            onClick={() => filterChosen(active ? 'all' : state)}
          >
            <div className="jobs-card__icon">
              <Icon icon={STATE_LOOK[state].icon} size={18} />
            </div>
            <div className="jobs-card__text">
              <div className="jobs-card__count" data-testid={`jobs-count-${state}`}>
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
