import { Card, H5, HTMLTable, Icon, Tooltip } from '@blueprintjs/core';
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
        <HTMLTable compact striped className="db-attendants__table" data-testid="dashboard-attendants">
          <thead>
            <tr>
              <th>{t('attendants.name')}</th>
              <th>{t('attendants.rating')}</th>
              <th>{t('attendants.supportTime')}</th>
              <th className="db-center">{t('attendants.status')}</th>
            </tr>
          </thead>
          <tbody>
            {attendants.map((a) => (
              <tr key={a.id} data-testid="attendant-row">
                <td className="db-attendants__name">{a.name}</td>
                <td>
                  <Stars rating={a.rating} />
                </td>
                <td className="db-nowrap">{formatMinutes(a.avgSupportTime)}</td>
                <td className="db-center">
                  <Tooltip content={a.online ? t('attendants.online') : t('attendants.offline')}>
                    <Icon
                      icon="full-circle"
                      size={12}
                      className={a.online ? 'db-online' : 'db-offline'}
                      data-online={a.online}
                      aria-label={a.online ? t('attendants.online') : t('attendants.offline')}
                    />
                  </Tooltip>
                </td>
              </tr>
            ))}
            {attendants.length === 0 && (
              <tr>
                <td colSpan={4} className="db-muted">
                  {t('attendants.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </HTMLTable>
      </div>
    </Card>
  );
}
