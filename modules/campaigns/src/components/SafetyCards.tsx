import { formatDateTime } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import type { CampaignReport } from '../api';
import { ReportCards } from './ReportCard';

/**
 * Balcão's safe sending, as the report sees it: why it is paused, the daily cap, the sending hours, warm-up, the
 * hand-set new-chat cap and the new-chat quota WhatsApp stated (counting the chats opened since it said it).
 */
export function SafetyCards({ report }: { report: CampaignReport }) {
  const { t } = useTranslation('campaigns');
  const { pause, safety } = report;
  const quota = safety.whatsappQuota;
  const reason = pause ? t(`report.reasons.${pause.reason}`, { defaultValue: pause.reason }) : null;
  return (
    <section className="cmp-safety" data-testid="campaign-safety">
      <h3 className="bp6-heading cmp-section-title">{t('report.safety')}</h3>
      <ReportCards
        cards={[
          {
            icon: pause ? 'pause' : 'tick-circle',
            title: t('report.pauseReason'),
            testId: 'report-pause',
            value: reason
              ? pause?.until
                ? t('report.pausedUntil', { reason, time: formatDateTime(pause.until) })
                : reason
              : t('report.sending'),
          },
          {
            icon: 'dashboard',
            title: t('report.sentToday'),
            value: `${safety.sentToday} / ${safety.dailyCap}`,
          },
          {
            icon: 'moon',
            title: t('report.quietHours'),
            value:
              safety.quietHours.start === safety.quietHours.end
                ? t('report.allDay')
                : `${safety.quietHours.start}–${safety.quietHours.end}`,
            detail: safety.timeZone,
          },
          {
            icon: 'flame',
            title: t('report.warmupCap'),
            value: safety.warmupCap == null ? t('report.warmedUp') : safety.warmupCap,
          },
          {
            icon: 'new-person',
            title: t('report.newChats'),
            testId: 'report-new-chats',
            value: safety.newChatCap
              ? `${safety.newChatsToday ?? 0} / ${safety.newChatCap}`
              : t('report.noNewChatCap'),
          },
          {
            icon: 'chat',
            title: t('report.whatsappQuota'),
            testId: 'report-whatsapp-quota',
            value: quota
              ? `${quota.total - quota.remaining} / ${quota.total}`
              : t('report.whatsappQuotaUnknown'),
            detail: quota?.cycleEndsAt && t('report.cycleEnds', { time: formatDateTime(quota.cycleEndsAt) }),
          },
        ]}
      />
    </section>
  );
}
