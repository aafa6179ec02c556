import { Card, Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Figures } from '../api';
import { formatDuration, formatRating, formatSatisfied } from '../figures';

/** The period's totals: every ticket life once, whatever the split. */
export function TotalsCards(props: { totals: Figures | null; loading: boolean }) {
  const { t, i18n } = useTranslation('reports');
  const f = props.totals;
  const cards: Array<[string, string, string?]> = f
    ? [
        ['tickets', String(f.tickets)],
        ['resolved', String(f.resolved)],
        ['wait', formatDuration(f.waitSeconds)],
        ['firstResponse', formatDuration(f.firstResponseSeconds)],
        ['resolution', formatDuration(f.resolutionSeconds)],
        [
          'csat',
          formatSatisfied(f),
          t('card.csatDetail', { rating: formatRating(f, i18n.language), count: f.ratings }),
        ],
      ]
    : ['tickets', 'resolved', 'wait', 'firstResponse', 'resolution', 'csat'].map((k) => [k, '']);
  return (
    <div className="rp-cards kit-figures" data-testid="reports-totals" data-loading={props.loading}>
      {cards.map(([key, value, detail]) => (
        <Card key={key} className="rp-card" data-testid={`reports-total-${key}`}>
          <span className="rp-card__label">{t(`card.${key}`)}</span>
          <span
            className={`rp-card__value ${f ? '' : Classes.SKELETON}`}
            data-testid={`reports-total-${key}-value`}
          >
            {value || '0'}
          </span>
          {detail && <span className="rp-card__detail">{detail}</span>}
        </Card>
      ))}
    </div>
  );
}
