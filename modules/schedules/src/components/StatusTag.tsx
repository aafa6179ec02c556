import { Tag, Tooltip, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { StatusTag as KitStatusTag } from '@balcao/kit';
import type { Schedule } from '../api';

const INTENT: Record<Schedule['status'], Intent> = {
  PENDENTE: 'none',
  AGENDADA: 'primary',
  ENVIADA: 'success',
  ERRO: 'danger',
};

/** The schedule's status, and 'atrasado' when it went out after its time because the server was down. */
export function StatusTag({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation('schedules');
  return (
    <span className="sc-status" data-testid="schedule-status" data-status={schedule.status}>
      <KitStatusTag status={schedule.status} intents={INTENT} text={t(`status.${schedule.status}`)} />
      {schedule.late && (
        <Tooltip content={t('status.lateHint')} compact>
          <Tag minimal intent="warning" icon="time" data-testid="schedule-late">
            {t('status.late')}
          </Tag>
        </Tooltip>
      )}
    </span>
  );
}
