import { Card, H5, Icon, Tooltip } from '@blueprintjs/core';
import { DataTable } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import type { Attendant } from '../api';
import { formatMinutes } from '../minutes';
import { Stars } from './Stars';

/** Spec §2: every attendant with their rating, average support time and whether they are online now. */
export function AttendantsTable({ attendants }: { attendants: Attendant[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card className="db-attendants">
      <H5>{t('attendants.title')}</H5>
      <div className="db-attendants__scroll">
        <DataTable
          className="db-attendants__table"
          testId="dashboard-attendants"
          rows={attendants}
          rowKey={(a) => a.id}
          rowProps={() => ({ 'data-testid': 'attendant-row' })}
          empty={<span className="db-muted">{t('attendants.empty')}</span>}
          columns={[
            { key: 'name', header: t('attendants.name'), render: (a) => a.name },
            { key: 'rating', header: t('attendants.rating'), render: (a) => <Stars rating={a.rating} /> },
            {
              key: 'time',
              header: t('attendants.supportTime'),
              render: (a) => <span className="db-nowrap">{formatMinutes(a.avgSupportTime)}</span>,
            },
            {
              key: 'status',
              header: t('attendants.status'),
              align: 'center',
              render: (a) => (
                <Tooltip content={a.online ? t('attendants.online') : t('attendants.offline')}>
                  <Icon
                    icon="full-circle"
                    size={12}
                    className={a.online ? 'db-online' : 'db-offline'}
                    data-online={a.online}
                    aria-label={a.online ? t('attendants.online') : t('attendants.offline')}
                  />
                </Tooltip>
              ),
            },
          ]}
        />
      </div>
    </Card>
  );
}
