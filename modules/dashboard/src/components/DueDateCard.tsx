import { Card, Icon } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $company, formatDate } from '@balcao/kit';

/** Spec §2: the company's due date (the same one the top bar's 'Vence em' shows). */
export function DueDateCard() {
  const { t } = useTranslation('dashboard');
  const company = useUnit($company);
  return (
    <Card className="db-stat" data-testid="dashboard-due-date">
      <div className="db-stat__text">
        <span className="db-stat__label">{t('dueDate')}</span>
        <span className="db-stat__value">{formatDate(company?.dueDate) || '—'}</span>
      </div>
      <Icon icon="calendar" size={32} className="db-stat__icon" />
    </Card>
  );
}
