import { Card, H5 } from '@blueprintjs/core';
import { DataTable } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import type { RatingLine, Ratings } from '../api';
import { Stars } from './Stars';

/** One table of the ratings card: name, stars with the average, how many rates. */
function RatingTable({ title, lines, testId }: { title: string; lines: RatingLine[]; testId: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="db-ratings__part">
      <H5>{title}</H5>
      <div className="db-attendants__scroll">
        <DataTable
          className="db-attendants__table"
          testId={testId}
          rows={lines}
          rowKey={(l) => l.id ?? 'none'}
          rowProps={() => ({ 'data-testid': 'rating-row' })}
          empty={<span className="db-muted">{t('ratings.empty')}</span>}
          columns={[
            { key: 'name', header: t('ratings.name'), render: (l) => l.name || t('ratings.noQueue') },
            {
              key: 'average',
              header: t('ratings.average'),
              render: (l) => (
                <span className="db-nowrap">
                  <Stars rating={l.average} /> <span className="db-ratings__avg">{l.average.toFixed(1)}</span>
                </span>
              ),
            },
            { key: 'count', header: t('ratings.count'), align: 'right', render: (l) => l.count },
          ]}
        />
      </div>
    </div>
  );
}

/** Rates 1 to 3 of the filtered period, per attendant and per queue (average and count). */
export function RatingsCard({ ratings }: { ratings: Ratings | null }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card className="db-attendants db-ratings" data-testid="dashboard-ratings">
      <RatingTable
        title={t('ratings.byAttendant')}
        lines={ratings?.attendants ?? []}
        testId="ratings-attendants"
      />
      <RatingTable title={t('ratings.byQueue')} lines={ratings?.queues ?? []} testId="ratings-queues" />
    </Card>
  );
}
