import { Card, H5, HTMLTable } from '@blueprintjs/core';
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
        <HTMLTable compact striped className="db-attendants__table" data-testid={testId}>
          <thead>
            <tr>
              <th>{t('ratings.name')}</th>
              <th>{t('ratings.average')}</th>
              <th className="db-right">{t('ratings.count')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.id ?? 'none'} data-testid="rating-row">
                <td className="db-attendants__name">{l.name || t('ratings.noQueue')}</td>
                <td className="db-nowrap">
                  <Stars rating={l.average} /> <span className="db-ratings__avg">{l.average.toFixed(1)}</span>
                </td>
                <td className="db-right">{l.count}</td>
              </tr>
            ))}
            {lines.length === 0 && (
              <tr>
                <td colSpan={3} className="db-muted">
                  {t('ratings.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </HTMLTable>
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
