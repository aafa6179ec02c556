import { Callout, ProgressBar } from '@blueprintjs/core';
import { formatDateTime, Tag } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import type { ReachLimits } from '../api';

/**
 * What WhatsApp itself said of the connection's reach (issue 33): the account's timelock with its real end and
 * reason, and the new-chat quota of the cycle. Says so when WhatsApp said nothing, rather than guessing.
 */
export function ReachLimitsPanel({ limits }: { limits: ReachLimits }) {
  const { t } = useTranslation('connections');
  const { timelock, quota } = limits;
  const reason =
    timelock?.enforcementType && timelock.enforcementType !== 'DEFAULT' ? timelock.enforcementType : null;
  return (
    <div data-testid="reach-limits" style={{ display: 'grid', gap: 8, marginBottom: 12 }}>
      <Callout
        intent={timelock?.active ? 'danger' : 'none'}
        icon={timelock?.active ? 'lock' : 'unlock'}
        compact
        data-testid="reach-timelock"
      >
        {!timelock
          ? t('reach.timelockUnknown')
          : timelock.active
            ? t(timelock.endsAt ? 'reach.timelockUntil' : 'reach.timelockOn', {
                until: formatDateTime(timelock.endsAt),
              })
            : t('reach.timelockOff', { at: formatDateTime(timelock.reportedAt) })}
        {reason && (
          <Tag minimal style={{ marginLeft: 8 }}>
            {reason}
          </Tag>
        )}
      </Callout>
      <Callout
        intent={quota && quota.used >= quota.total ? 'warning' : 'none'}
        icon="chat"
        compact
        data-testid="reach-quota"
      >
        {!quota ? (
          t('reach.quotaUnknown')
        ) : (
          <>
            <div>
              {t('reach.quota', { used: quota.used, total: quota.total })}
              {quota.status && quota.status !== 'NONE' && (
                <Tag minimal intent="warning" style={{ marginLeft: 8 }}>
                  {t(`reach.status.${quota.status}`, { defaultValue: quota.status })}
                </Tag>
              )}
            </div>
            <ProgressBar
              value={quota.total ? Math.min(1, quota.used / quota.total) : 1}
              intent={quota.used >= quota.total ? 'danger' : 'warning'}
              stripes={false}
              animate={false}
              style={{ margin: '6px 0' }}
            />
            <small className="bp6-text-muted">
              {quota.cycleEndsAt
                ? t('reach.cycleEnds', {
                    at: formatDateTime(quota.cycleEndsAt),
                    reported: formatDateTime(quota.reportedAt),
                  })
                : t('reach.reported', { reported: formatDateTime(quota.reportedAt) })}
            </small>
          </>
        )}
      </Callout>
    </div>
  );
}
