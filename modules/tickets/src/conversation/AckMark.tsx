import { Icon } from '@blueprintjs/core';
import { errorMessage } from '@balcao/kit';
import { useTranslation } from 'react-i18next';

/**
 * Delivery marks of one of our messages: 0 clock (not sent yet), 1 one tick, 2 two ticks, 3 and more blue ticks;
 * a send that failed for good shows a warning with why (its ERR_ code translated).
 */
export function AckMark({ ack, sendError }: { ack: number; sendError?: string | null }) {
  const { t } = useTranslation('tickets');
  if (sendError && ack <= 0) {
    const why = `${t('conversation.ack.failed')}: ${errorMessage(sendError)}`;
    return (
      <span className="tk-msg-ack tk-msg-ack--failed" data-testid="ack" data-ack="failed" title={why}>
        <Icon icon="warning-sign" size={11} intent="danger" />
        <span className="tk-msg-send-error" data-testid="send-error">
          {why}
        </span>
      </span>
    );
  }
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
