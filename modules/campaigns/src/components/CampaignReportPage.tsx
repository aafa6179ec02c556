import { NonIdealState, ProgressBar } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDateTime, toastError, useCompanyEvent, useLoad, Spinner, IconButton } from '@balcao/kit';
import { fetchReport, type CampaignEvent, type CampaignReport } from '../api';
import { progress } from '../status';
import { useCampaignNames } from '../use-names';
import { ReportCards } from './ReportCard';
import { SafetyCards } from './SafetyCards';
import { StatusTag } from './StatusTag';

/** Spec §2: the report reloads 5 s after a realtime update shows FINALIZADA (the last deliveries settle). */
const FINAL_RELOAD_MS = 5000;
/** Progress events come at most once a second; the counts are read again at most this often while it runs. */
const LIVE_RELOAD_MS = 1000;

/** /campaign/:campaignId/report: status, delivered of valid, progress bar, counters and safe-sending state. */
export function CampaignReportPage() {
  const { t } = useTranslation('campaigns');
  const navigate = useNavigate();
  const id = Number(useParams().campaignId);
  // null: the report could not be read
  const [report, setReport] = useLoad<CampaignReport | null>(id, () => fetchReport(id), { fallback: null });
  const names = useCampaignNames();
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  const later = (ms: number) => {
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      pending.current = undefined;
      fetchReport(id).then(setReport, toastError);
    }, ms);
  };

  useCompanyEvent<CampaignEvent>('campaign', (event) => {
    if (event.action === 'delete' || Number(event.record?.id) !== id) return;
    const record = event.record;
    // the record itself is live at once; the counts follow from the report route
    setReport((r) => (r ? { ...r, campaign: { ...r.campaign, ...record } } : r));
    if (record.status === 'FINALIZADA') later(FINAL_RELOAD_MS);
    else if (!pending.current) later(LIVE_RELOAD_MS);
  });

  if (!report)
    return (
      <div className="cmp-page kit-page">
        {report === null ? <NonIdealState icon="error" title={t('kit:toasts.loadFailed')} /> : <Spinner />}
      </div>
    );

  const { campaign, counts } = report;
  const ratio = progress(counts.delivered, counts.valid);
  return (
    <div className="cmp-page kit-page cmp-report" data-testid="campaign-report">
      <header className="cmp-report__header">
        <IconButton
          icon="arrow-left"
          label={t('report.back')}
          title={t('report.back')}
          onClick={() => navigate('/campaigns')}
        />
        <h2 className="bp6-heading cmp-report__title">
          {t('report.title', { name: campaign.name || t('report.fallbackName') })}
        </h2>
      </header>
      <div className="cmp-report__status" data-testid="report-status">
        <StatusTag status={campaign.status} />
        <span>
          {t('report.statusLine', {
            status: t(`status.${campaign.status}`),
            delivered: counts.delivered,
            valid: counts.valid,
          })}
        </span>
        <span className="cmp-report__percent" data-testid="report-percent">
          {Math.round(ratio * 100)}%
        </span>
      </div>
      <ProgressBar
        className="cmp-progress"
        value={ratio}
        animate={campaign.status === 'EM_ANDAMENTO'}
        stripes={campaign.status === 'EM_ANDAMENTO'}
        intent={campaign.status === 'FINALIZADA' ? 'success' : 'primary'}
        aria-label={t('report.progress')}
        data-testid="report-progress"
        data-value={Math.round(ratio * 100)}
      />
      <ReportCards
        cards={[
          { icon: 'people', title: t('report.valid'), value: counts.valid, testId: 'report-valid' },
          {
            icon: 'tick-circle',
            title: t('report.delivered'),
            value: counts.delivered,
            testId: 'report-delivered',
          },
          campaign.confirmation && {
            icon: 'tick',
            title: t('report.confirmationRequested'),
            value: counts.confirmationRequested,
            testId: 'report-confirmation-requested',
          },
          campaign.confirmation && {
            icon: 'double-chevron-right',
            title: t('report.confirmed'),
            value: counts.confirmed,
            testId: 'report-confirmed',
          },
          { icon: 'mobile-phone', title: t('report.whatsapp'), value: names.connection(campaign) ?? '—' },
          { icon: 'list', title: t('report.contactList'), value: names.contactList(campaign) ?? '—' },
          {
            icon: 'calendar',
            title: t('report.scheduledAt'),
            value: formatDateTime(campaign.scheduledAt) || '—',
          },
          {
            icon: 'endorsed',
            title: t('report.completedAt'),
            value: formatDateTime(campaign.completedAt) || '—',
          },
        ]}
      />
      <SafetyCards report={report} />
    </div>
  );
}
