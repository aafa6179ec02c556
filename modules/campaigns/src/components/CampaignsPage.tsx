import { Button } from '@blueprintjs/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  DeleteDialog,
  DeleteButton,
  EditButton,
  ListPage,
  formatDateTime,
  toastError,
  toastSuccess,
  useCompanyEvent,
  useInfiniteList,
  type Column,
} from '@balcao/kit';
import {
  cancelCampaign,
  deleteCampaign,
  fetchCampaignPage,
  restartCampaign,
  type Campaign,
  type CampaignEvent,
} from '../api';
import { useCampaignNames } from '../use-names';
import { CampaignDialog } from './CampaignDialog';
import { StatusTag } from './StatusTag';

/** Spec §2 Campaigns: the list (search, infinite scroll), kept live by company-{id}-campaign. */
export function CampaignsPage() {
  const { t } = useTranslation('campaigns');
  const navigate = useNavigate();
  const list = useInfiniteList<Campaign>(fetchCampaignPage);
  const names = useCampaignNames();
  const [dialog, setDialog] = useState<{ open: boolean; editing: Campaign | null }>({
    open: false,
    editing: null,
  });
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  const { upsert, remove, reload } = list;
  const saved = useCallback((c: Campaign) => upsert(c, { toTop: true }), [upsert]);

  useCompanyEvent<CampaignEvent>('campaign', (event) => {
    if (event.action === 'delete') remove(Number(event.id));
    else if (event.record) upsert(event.record);
  });

  // spec §8: a cancel or restart failure shows the server's message in an error toast
  const act = (run: () => Promise<unknown>, done: string) =>
    run()
      .then(() => {
        toastSuccess(t(done));
        reload();
      })
      .catch(toastError);

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
    {
      key: 'actions',
      header: t('kit:common.actions'),
      align: 'right',
      width: 170,
      render: (c) => (
        <span className="cmp-actions">
          {c.status === 'EM_ANDAMENTO' && (
            <Button
              variant="minimal"
              icon="pause"
              intent="warning"
              title={t('actions.stop')}
              aria-label={t('actions.stop')}
              onClick={() => void act(() => cancelCampaign(c.id), 'canceled')}
            />
          )}
          {c.status === 'CANCELADA' && (
            <Button
              variant="minimal"
              icon="play"
              intent="success"
              title={t('actions.restart')}
              aria-label={t('actions.restart')}
              onClick={() => void act(() => restartCampaign(c.id), 'restarted')}
            />
          )}
          <Button
            variant="minimal"
            icon="timeline-bar-chart"
            title={t('actions.report')}
            aria-label={t('actions.report')}
            onClick={() => navigate(`/campaign/${c.id}/report`)}
          />
          <EditButton onClick={() => setDialog({ open: true, editing: c })} />
          <DeleteButton onClick={() => setDeleting(c)} />
        </span>
      ),
    },
  ];

  return (
    <div className="cmp-page" data-testid="campaigns-page">
      <ListPage
        title={t('title')}
        search={list.search}
        onSearch={list.setSearch}
        columns={columns}
        items={list.items}
        rowKey={(c) => c.id}
        loading={list.loading}
        onScroll={list.onScroll}
        actions={
          <Button
            intent="primary"
            icon="add"
            text={t('add')}
            data-testid="add-campaign"
            onClick={() => setDialog({ open: true, editing: null })}
          />
        }
      />
      <CampaignDialog
        isOpen={dialog.open}
        campaignId={dialog.editing?.id ?? null}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onSaved={saved}
      />
      <DeleteDialog
        item={deleting}
        title={deleting?.name}
        onClose={() => setDeleting(null)}
        remove={deleteCampaign}
        onRemoved={remove}
        deletedText={t('deleted')}
      />
    </div>
  );
}
