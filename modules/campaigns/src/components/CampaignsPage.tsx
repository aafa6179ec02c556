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
import { deleteCampaign, fetchCampaignPage, type Campaign } from '../api';
import { VERBS } from '../status';
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

  const actions = (c: Campaign) => {
    const verb = VERBS[c.status];
    return (
      <>
        {verb && (
          <IconButton
            icon={verb.icon}
            intent={verb.intent}
            title={t(verb.listKey)}
            label={t(verb.listKey)}
            onClick={() => void act(() => verb.run(c.id), verb.done)}
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
  };
  const muted = (key: string) => <span className="cmp-muted">{t(key)}</span>;
  const when = (at: string | null | undefined, none: string) =>
    at ? <span className="cmp-nowrap">{formatDateTime(at)}</span> : muted(none);
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
      render: (c) => names.contactList(c) ?? muted('table.notDefinedList'),
    },
    {
      key: 'whatsapp',
      header: t('table.whatsapp'),
      render: (c) => names.connection(c) ?? muted('table.notDefinedConnection'),
    },
    {
      key: 'scheduledAt',
      header: t('table.scheduledAt'),
      width: 130,
      render: (c) => when(c.scheduledAt, 'table.noSchedule'),
    },
    {
      key: 'completedAt',
      header: t('table.completedAt'),
      width: 130,
      render: (c) => when(c.completedAt, 'table.notCompleted'),
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
      dialog={(props) => <CampaignDialog {...props} />}
      remove={deleteCampaign}
      deleteTitle={(c) => c.name}
    />
  );
}
