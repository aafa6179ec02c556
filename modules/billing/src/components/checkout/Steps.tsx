import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** The checkout's three steps, the current one highlighted and the done ones ticked. */
export function Steps({ steps, current }: { steps: string[]; current: number }) {
  const { t } = useTranslation('billing');
  return (
    <ol className="bl-steps" aria-label={t('checkout.stepsLabel')}>
      {steps.map((label, i) => (
        <li
          key={label}
          className={i === current ? 'bl-steps__item bl-steps__item--current' : 'bl-steps__item'}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="bl-steps__badge">{i < current ? <Icon icon="tick" size={12} /> : i + 1}</span>
          <span className="bl-steps__label">{label}</span>
        </li>
      ))}
    </ol>
  );
}
