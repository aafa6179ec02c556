import type { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { StatusTag as KitStatusTag } from '@balcao/kit';
import type { CampaignStatus } from '../api';

const INTENT: Record<CampaignStatus, Intent> = {
  INATIVA: 'none',
  PROGRAMADA: 'primary',
  EM_ANDAMENTO: 'warning',
  CANCELADA: 'danger',
  FINALIZADA: 'success',
};

/** The campaign's state in words (spec §4), coloured by how far along it is. */
export function StatusTag({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation('campaigns');
  const text = t(`status.${status}`, { defaultValue: status });
  return (
    <KitStatusTag status={status} intents={INTENT} text={text} data-status={status} className="cmp-status" />
  );
}
