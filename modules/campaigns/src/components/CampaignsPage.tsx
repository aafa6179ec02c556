import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  formatDateTime,
  ResourcePage,
  toastError,
  toastSuccess,
  useInfiniteList,
  type Column,
  IconButton,
} from '@balcao/kit';
import { cancelCampaign, deleteCampaign, fetchCampaignPage, restartCampaign, type Campaign } from '../api';
import { useCampaignNames } from '../use-names';
import { CampaignDialog } from './CampaignDialog';
import { StatusTag } from './StatusTag';

/** Spec §2 Campaigns: the list (search, infinite scroll), kept live by company-{id}-campaign. */
export function CampaignsPage() {
  const { t } = useTranslation('campaigns');
  const navigate = useNavigate();
  const list = useInfiniteList<Campaign>(fetchCampaignPage);
  const names = useCampaignNames();
  const { reload } = list;

  // spec §8: a cancel or restart failure shows the server's message in an error toast
  const act = (run: () => Promise<unknown>, done: string) =>
    run()
      .then(() => {
        toastSuccess(t(done));
        reload();
      })
      .catch(toastError);

  const actions = (c: Campaign) => (
    <>
      {c.status === 'EM_ANDAMENTO' && (
        <IconButton
          icon="pause"
          intent="warning"
          title={t('actions.stop')}
          label={t('actions.stop')}
          onClick={() => void act(() => cancelCampaign(c.id), 'canceled')}
        />
      )}
      {c.status === 'CANCELADA' && (
        <IconButton
          icon="play"
          intent="success"
          title={t('actions.restart')}
          label={t('actions.restart')}
          onClick={() => void act(() => restartCampaign(c.id), 'restarted')}
        />
      )}
      <IconButton
        icon="timeline-bar-chart"
        title={t('actions.report')}
        label={t('actions.report')}
        onClick={() => navigate(`/campaign/${c.id}/report`)}
      />
    </>
  );
  const columns: Column<Campaign>[] = [
    {
      key: 'name',
      header: t('table.name'),
      render: (c) => <span className="cmp-name">{c.name}</span>,
    },
    { key: 'status', header: t('table.status'), width: 120, render: (c) => <StatusTag status={c.status} /> },
    {
      key: 'contactList',
      header: t('table.contactList'),
      render: (c) => names.contactList(c) ?? <span className="cmp-muted">{t('table.notDefinedList')}</span>,
    },
    {
      key: 'whatsapp',
      header: t('table.whatsapp'),
      render: (c) =>
        names.connection(c) ?? <span className="cmp-muted">{t('table.notDefinedConnection')}</span>,
    },
    {
      key: 'scheduledAt',
      header: t('table.scheduledAt'),
      width: 130,
      render: (c) =>
        c.scheduledAt ? (
          <span className="cmp-nowrap">{formatDateTime(c.scheduledAt)}</span>
        ) : (
          <span className="cmp-muted">{t('table.noSchedule')}</span>
        ),
    },
    {
      key: 'completedAt',
      header: t('table.completedAt'),
      width: 130,
      render: (c) =>
        c.completedAt ? (
          <span className="cmp-nowrap">{formatDateTime(c.completedAt)}</span>
        ) : (
          <span className="cmp-muted">{t('table.notCompleted')}</span>
        ),
    },
  ];

  return (
    <ResourcePage<Campaign>
      prefix="cmp"
      testId="campaigns-page"
      list={list}
      columns={columns}
      realtime={{ event: 'campaign' }}
      toTop="saves"
      add="campaign"
      actionsWidth={170}
      rowActions={actions}
      dialog={({ editing, ...props }) => <CampaignDialog {...props} campaignId={editing?.id ?? null} />}
      remove={deleteCampaign}
      deleteTitle={(c) => c.name}
    />
  );
}
