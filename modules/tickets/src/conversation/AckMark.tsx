import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Delivery marks of one of our messages: 0 clock (not sent yet), 1 one tick, 2 two ticks, 3 and more blue ticks. */
export function AckMark({ ack }: { ack: number }) {
  const { t } = useTranslation('tickets');
  const label = t(`conversation.ack.${Math.min(Math.max(ack, 0), 3)}`);
  if (ack <= 0)
    return (
      <span className="tk-msg-ack" data-testid="ack" data-ack={ack} title={label} aria-label={label}>
        <Icon icon="time" size={11} />
      </span>
    );
  const read = ack >= 3;
  return (
    <span
      className={`tk-msg-ack${read ? ' tk-msg-ack--read' : ''}`}
      data-testid="ack"
      data-ack={ack}
      title={label}
      aria-label={label}
    >
      <svg width={ack >= 2 ? 16 : 11} height="11" viewBox={ack >= 2 ? '0 0 16 11' : '0 0 11 11'} aria-hidden>
        <path d="M1 6l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        {ack >= 2 && (
          <path
            d="M6.5 8.5l.5.5 6-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        )}
      </svg>
    </span>
  );
}
