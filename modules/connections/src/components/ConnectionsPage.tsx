import { Icon } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, IconButton, ResourcePage, type Column, useSession } from '@balcao/kit';
import type { Connection } from '../api';
import { $connections, $connectionsLoading, connectionsRequested, deleteConnectionFx } from '../model';
import { ConnectionDialog } from './ConnectionDialog';
import { QrDialog } from './QrDialog';
import { PasskeyNotice } from './PasskeyNotice';
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
      render: (c) => (
        <>
          {canManage && <SessionButtons connection={c} onShowQr={() => setQrFor(c.id)} />}
          <PasskeyNotice connection={c} />
        </>
      ),
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
      render: (c) => c.isDefault && <Icon icon="tick" intent="success" aria-label={t('table.default')} />,
    },
  ];

  return (
    <ResourcePage<Connection>
      prefix="cn"
      list={{ items: connections, loading }}
      search={false}
      columns={columns}
      add={canManage ? 'connection' : undefined}
      actionsWidth={150}
      rowActions={(c) =>
        canManage && (
          <IconButton
            icon="lock"
            label={t('timelocks.title')}
            title={t('timelocks.title')}
            data-testid={`timelocks-${c.id}`}
            onClick={() => setTimelocksOf(c)}
          />
        )
      }
      canEdit={() => canManage}
      canDelete={() => canManage}
      dialog={(props) => <ConnectionDialog {...props} />}
      // the store drops the row when the delete answers
      remove={deleteConnectionFx}
      deleteMessage={(c) => t('confirmDelete', { name: c.name })}
    >
      <QrDialog connectionId={qrFor} onClose={closeQr} />
      <TimelocksDialog connection={timelocksOf} onClose={() => setTimelocksOf(null)} />
    </ResourcePage>
  );
}
