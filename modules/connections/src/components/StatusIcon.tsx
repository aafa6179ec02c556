import { Icon, Tooltip, type IconName, type Intent } from '@blueprintjs/core';
import { Spinner } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from '../api';

const look: Record<ConnectionStatus, { icon: IconName; intent: Intent }> = {
  CONNECTED: { icon: 'tick-circle', intent: 'success' },
  qrcode: { icon: 'barcode', intent: 'primary' },
  PAIRING: { icon: 'link', intent: 'warning' },
  DISCONNECTED: { icon: 'error', intent: 'danger' },
  TIMEOUT: { icon: 'outdated', intent: 'warning' },
  OPENING: { icon: 'time', intent: 'none' },
};

/** The status column: an icon per spec §4 status, named in a tooltip and for screen readers. */
export function StatusIcon({ status }: { status: ConnectionStatus }) {
  const { t } = useTranslation('connections');
  const label = t(`status.${status}`);
  return (
    <Tooltip content={label}>
      <span data-testid="connection-status" data-status={status} aria-label={label}>
        {status === 'OPENING' ? (
          <Spinner size={16} />
        ) : (
          <Icon icon={look[status].icon} intent={look[status].intent} />
        )}
      </span>
    </Tooltip>
  );
}
