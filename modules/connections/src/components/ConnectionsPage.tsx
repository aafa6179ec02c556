import { Button, Icon } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  DeleteButton,
  formatDateTime,
  ListPage,
  showToast,
  toastError,
  type Column,
  useSession,
} from '@balcao/kit';
import type { Connection } from '../api';
import { $connections, $connectionsLoading, connectionsRequested, deleteConnectionFx } from '../model';
import { ConnectionDialog } from './ConnectionDialog';
import { QrDialog } from './QrDialog';
import { SessionButtons } from './SessionButtons';
import { StatusIcon } from './StatusIcon';
import { TimelocksDialog } from './TimelocksDialog';

/** Spec §2 Connections page: name, status, session, last update, default, actions. */
export function ConnectionsPage() {
  const { t } = useTranslation('connections');
  const { isAdmin, isSuper } = useSession();
  const canManage = isAdmin || isSuper;
  const [connections, loading] = useUnit([$connections, $connectionsLoading]);
  const [qrFor, setQrFor] = useState<number | null>(null);
  const [editing, setEditing] = useState<Connection | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Connection | null>(null);
  const [timelocksOf, setTimelocksOf] = useState<Connection | null>(null);
  const closeQr = useCallback(() => setQrFor(null), []);
  useEffect(() => connectionsRequested(), []);

  const columns: Column<Connection>[] = [
    { key: 'name', header: t('table.name'), render: (c) => c.name },
    {
      key: 'status',
      header: t('table.status'),
      align: 'center',
      width: 80,
      render: (c) => <StatusIcon status={c.status} />,
    },
    {
      key: 'session',
      header: t('table.session'),
      align: 'center',
      render: (c) => (canManage ? <SessionButtons connection={c} onShowQr={() => setQrFor(c.id)} /> : null),
    },
    {
      key: 'updatedAt',
      header: t('table.updatedAt'),
      align: 'center',
      render: (c) => formatDateTime(c.updatedAt),
    },
    {
      key: 'default',
      header: t('table.default'),
      align: 'center',
      width: 80,
      render: (c) =>
        c.isDefault ? <Icon icon="tick" intent="success" aria-label={t('table.default')} /> : null,
    },
    {
      key: 'actions',
      header: t('kit:common.actions'),
      align: 'right',
      width: 150,
      render: (c) =>
        canManage ? (
          <>
            <Button
              variant="minimal"
              icon="lock"
              aria-label={t('timelocks.title')}
              title={t('timelocks.title')}
              data-testid={`timelocks-${c.id}`}
              onClick={() => setTimelocksOf(c)}
            />
            <Button
              variant="minimal"
              icon="edit"
              aria-label={t('kit:common.edit')}
              onClick={() => {
                setEditing(c);
                setFormOpen(true);
              }}
            />
            <DeleteButton onClick={() => setDeleting(c)} />
          </>
        ) : null,
    },
  ];

  return (
    <>
      <ListPage
        title={t('title')}
        columns={columns}
        items={connections}
        rowKey={(c) => c.id}
        loading={loading}
        actions={
          canManage ? (
            <Button
              intent="primary"
              icon="add"
              text={t('add')}
              data-testid="add-connection"
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            />
          ) : undefined
        }
      />
      <ConnectionDialog isOpen={formOpen} editing={editing} onClose={() => setFormOpen(false)} />
      <QrDialog connectionId={qrFor} onClose={closeQr} />
      <TimelocksDialog connection={timelocksOf} onClose={() => setTimelocksOf(null)} />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        message={t('confirmDelete', { name: deleting?.name ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          deleteConnectionFx(deleting.id)
            .then(() => showToast(t('deleted'), 'success'))
            .catch(toastError);
        }}
      />
    </>
  );
}
