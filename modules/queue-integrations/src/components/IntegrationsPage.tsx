import { Button } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  ApiError,
  ConfirmDialog,
  DeleteButton,
  EditButton,
  ListPage,
  showToast,
  toastError,
  toastSuccess,
  useCompanyEvent,
  useInfiniteList,
  useSession,
  type Column,
  type PageRequest,
} from '@balcao/kit';
import { deleteIntegration, fetchIntegrationPage, type Integration } from '../api';
import { IntegrationDialog } from './IntegrationDialog';
import { TypeIcon } from './TypeIcon';

type IntegrationEvent =
  | { action: 'create' | 'update'; queueIntegration: Integration }
  | { action: 'delete'; integrationId: number };

/** Spec §6 / §9: the permission redirect waits 1 s. */
const REDIRECT_MS = 1000;

/** Spec §2 Queue integrations: type icon, id and name (search, infinite scroll); add, edit, delete. */
export function IntegrationsPage() {
  const { t } = useTranslation('queue-integrations');
  const navigate = useNavigate();
  const { plan } = useSession();
  const [denied, setDenied] = useState(plan?.useIntegrations === false);
  // a company without the plan flag is told so and sent home (spec §6), whether the session or the server says it
  const fetchPage = useCallback(
    async (request: PageRequest<unknown>) => {
      if (denied) return { items: [], hasMore: false };
      try {
        return await fetchIntegrationPage(request);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'ERR_NO_PERMISSION') {
          setDenied(true);
          return { items: [], hasMore: false };
        }
        throw error;
      }
    },
    [denied],
  );
  useEffect(() => {
    if (!denied) return;
    showToast(t('denied'), 'danger');
    const timer = setTimeout(() => navigate('/'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [denied, navigate, t]);

  const list = useInfiniteList<Integration>(fetchPage);
  const [dialog, setDialog] = useState<{ open: boolean; editing: Integration | null }>({
    open: false,
    editing: null,
  });
  const [deleting, setDeleting] = useState<Integration | null>(null);
  const { upsert, remove } = list;
  useCompanyEvent<IntegrationEvent>('queueIntegration', (event) => {
    if (event.action === 'delete') remove(event.integrationId);
    else upsert(event.queueIntegration);
  });

  const columns: Column<Integration>[] = [
    {
      key: 'type',
      header: t('table.type'),
      width: 64,
      align: 'center',
      render: (i) => <TypeIcon type={i.type} label={t(`types.${i.type}`)} />,
    },
    { key: 'id', header: t('table.id'), width: 64, render: (i) => i.id },
    { key: 'name', header: t('table.name'), render: (i) => <span className="qi-name">{i.name}</span> },
    {
      key: 'actions',
      header: t('kit:common.actions'),
      align: 'right',
      width: 100,
      render: (i) => (
        <span className="qi-actions">
          <EditButton onClick={() => setDialog({ open: true, editing: i })} />
          <DeleteButton onClick={() => setDeleting(i)} />
        </span>
      ),
    },
  ];

  return (
    <div className="qi-page" data-testid="queue-integrations-page">
      <ListPage
        title={t('title')}
        search={list.search}
        onSearch={list.setSearch}
        columns={columns}
        items={list.items}
        rowKey={(i) => i.id}
        loading={list.loading}
        onScroll={list.onScroll}
        actions={
          <Button
            intent="primary"
            icon="add"
            text={t('add')}
            data-testid="add-integration"
            disabled={denied}
            onClick={() => setDialog({ open: true, editing: null })}
          />
        }
      />
      {dialog.open && (
        <IntegrationDialog
          editing={dialog.editing}
          onClose={() => setDialog({ open: false, editing: null })}
          onSaved={upsert}
        />
      )}
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        title={deleting ? t('confirmDelete', { name: deleting.name }) : undefined}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const id = deleting.id;
          deleteIntegration(id)
            .then(() => {
              remove(id);
              toastSuccess(t('deleted'));
            })
            .catch(toastError);
        }}
      />
    </div>
  );
}
