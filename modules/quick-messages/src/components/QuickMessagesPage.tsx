import { Button, Icon, Tag } from '@blueprintjs/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  DeleteButton,
  EditButton,
  ListPage,
  toastError,
  toastSuccess,
  useCompanyEvent,
  useInfiniteList,
  useSession,
  type Column,
} from '@balcao/kit';
import { deleteQuickMessage, fetchQuickMessagePage, type QuickMessage } from '../api';
import { managesQuickMessages, mayEdit } from '../permissions';
import { QuickMessageDialog } from './QuickMessageDialog';

type QuickMessageEvent =
  { action: 'create' | 'update'; record: QuickMessage } | { action: 'delete'; id: number };

/** Spec §2 Quick messages: the one list (search, infinite scroll), kept live by company-{id}-quickemessage. */
export function QuickMessagesPage() {
  const { t } = useTranslation('quick-messages');
  const { user, isSuper } = useSession();
  const canShare = managesQuickMessages(user, isSuper);
  const list = useInfiniteList<QuickMessage>(fetchQuickMessagePage);
  const [dialog, setDialog] = useState<{ open: boolean; editing: QuickMessage | null }>({
    open: false,
    editing: null,
  });
  const [deleting, setDeleting] = useState<QuickMessage | null>(null);
  const { upsert, remove } = list;
  const saved = useCallback((qm: QuickMessage) => upsert(qm, { toTop: true }), [upsert]);

  useCompanyEvent<QuickMessageEvent>('quickemessage', (event) => {
    if (event.action === 'delete') remove(event.id);
    else upsert(event.record, { toTop: true });
  });

  const columns: Column<QuickMessage>[] = [
    {
      key: 'shortcode',
      header: t('table.shortcode'),
      width: '22%',
      render: (qm) => <code className="qm-shortcode">/{qm.shortcode}</code>,
    },
    {
      key: 'message',
      header: t('table.message'),
      render: (qm) => (
        <span className="qm-message" title={qm.message}>
          {qm.message}
        </span>
      ),
    },
    {
      key: 'media',
      header: t('table.media'),
      width: '20%',
      render: (qm) =>
        qm.isMedia && qm.mediaPath ? (
          <a
            className="qm-media"
            href={qm.mediaPath}
            target="_blank"
            rel="noreferrer"
            title={qm.mediaName ?? ''}
          >
            <Icon icon="paperclip" size={12} />
            <span>{qm.mediaName}</span>
          </a>
        ) : null,
    },
    {
      key: 'scope',
      header: <span className="qm-nowrap">{t('table.scope')}</span>,
      align: 'center',
      width: 130,
      render: (qm) =>
        qm.geral ? (
          <Tag minimal intent="primary" icon="globe">
            {t('scope.geral')}
          </Tag>
        ) : (
          <Tag minimal icon="lock">
            {t('scope.private')}
          </Tag>
        ),
    },
    {
      key: 'actions',
      header: t('kit:common.actions'),
      align: 'right',
      width: 100,
      render: (qm) =>
        mayEdit(qm, user, isSuper) ? (
          <span className="qm-actions">
            <EditButton onClick={() => setDialog({ open: true, editing: qm })} />
            <DeleteButton onClick={() => setDeleting(qm)} />
          </span>
        ) : null,
    },
  ];

  return (
    <div className="qm-page" data-testid="quick-messages-page">
      <ListPage
        title={t('title')}
        search={list.search}
        onSearch={list.setSearch}
        columns={columns}
        items={list.items}
        rowKey={(qm) => qm.id}
        loading={list.loading}
        onScroll={list.onScroll}
        actions={
          <Button
            intent="primary"
            icon="add"
            text={t('add')}
            data-testid="add-quick-message"
            onClick={() => setDialog({ open: true, editing: null })}
          />
        }
      />
      <QuickMessageDialog
        isOpen={dialog.open}
        editing={dialog.editing}
        canShare={canShare}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onSaved={saved}
      />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        title={deleting ? `/${deleting.shortcode}` : undefined}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const id = deleting.id;
          deleteQuickMessage(id)
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
