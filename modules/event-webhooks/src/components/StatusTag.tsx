import type { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Tag } from '@balcao/kit';

const intents: Record<string, Intent> = {
  active: 'success',
  succeeded: 'success',
  paused: 'warning',
  pending: 'primary',
  failed: 'danger',
};

/** A subscription's or a delivery's status, in words and colour. */
export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation('event-webhooks');
  return (
    <Tag minimal intent={intents[status] ?? 'none'}>
      {t(`status.${status}`)}
    </Tag>
  );
}
