import { Popover, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Connection } from '../api';

/**
 * Under the session buttons of a connection stopped at WhatsApp's passkey gate (`statusReason`): what happened and
 * what the company can do, instead of a QR that would only fail again.
 */
export function PasskeyNotice({ connection }: { connection: Connection }) {
  const { t } = useTranslation('connections');
  if (connection.statusReason !== 'passkey-required') return null;
  return (
    <Popover
      placement="bottom"
      content={
        <div data-testid="passkey-notice-text" style={{ maxWidth: 360, padding: 12 }}>
          <strong>{t('passkey.title')}</strong>
          <p>{t('passkey.body')}</p>
          <p style={{ marginBottom: 0 }}>{t('passkey.steps')}</p>
        </div>
      }
    >
      <Tag
        intent="warning"
        icon="key"
        interactive
        minimal
        data-testid="passkey-notice"
        style={{ marginTop: 4 }}
      >
        {t('passkey.tag')}
      </Tag>
    </Popover>
  );
}
