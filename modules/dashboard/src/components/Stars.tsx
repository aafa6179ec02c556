import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Spec §9: ratings run 1 to 3; an average shows as that many stars, rounded, and its value on hover. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('dashboard');
  const filled = Math.round(rating);
  const label = rating ? t('attendants.ratingOf', { rating: rating.toFixed(1) }) : t('attendants.notRated');
  return (
    <span className="db-stars" title={label} aria-label={label} data-rating={filled}>
      {[1, 2, 3].map((i) => (
        <Icon
          key={i}
          icon={i <= filled ? 'star' : 'star-empty'}
          className={i <= filled ? 'db-star--on' : ''}
        />
      ))}
    </span>
  );
}
