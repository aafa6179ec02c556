import { Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
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
  return (
    <Tag minimal intent={INTENT[status]} data-status={status} className="cmp-status">
      {t(`status.${status}`, { defaultValue: status })}
    </Tag>
  );
}
