import type { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { StatusTag as KitStatusTag } from '@balcao/kit';

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
  return <KitStatusTag status={status} intents={intents} text={t(`status.${status}`)} />;
}
