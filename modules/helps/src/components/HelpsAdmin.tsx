import { Card } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, DeleteButton, EditButton, ListPage, showToast, type Column } from '@balcao/kit';
import type { Help } from '../api';
import { deleteHelpFx } from '../model';
import { useHelps } from '../useHelps';
import { HelpForm } from './HelpForm';

/** Help-videos admin (spec §2): form plus list. Also embedded as the Settings 'Helps' tab. */
export function HelpsAdmin() {
  const { t } = useTranslation('helps');
  const { items: helps, loading } = useHelps();
  const [editing, setEditing] = useState<Help | null>(null);
  const [deleting, setDeleting] = useState<Help | null>(null);

  const columns: Column<Help>[] = [
    { key: 'title', header: t('admin.title'), render: (h) => h.title },
    { key: 'description', header: t('admin.description'), render: (h) => h.description },
    { key: 'video', header: t('admin.video'), render: (h) => <code>{h.video}</code> },
    {
      key: 'actions',
      header: t('kit:common.actions'),
      align: 'right',
      width: 110,
      render: (h) => (
        <>
          <EditButton onClick={() => setEditing(h)} />
          <DeleteButton onClick={() => setDeleting(h)} />
        </>
      ),
    },
  ];

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card>
        <HelpForm editing={editing} onDone={() => setEditing(null)} />
      </Card>
      <ListPage
        embedded
        title={t('admin.listTitle')}
        columns={columns}
        items={helps}
        rowKey={(h) => h.id}
        loading={loading}
      />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          deleteHelpFx(deleting.id)
            .then(() => showToast(t('kit:toasts.saved'), 'success'))
            .catch(() => showToast(t('kit:toasts.deleteFailed'), 'danger'));
        }}
      />
    </div>
  );
}
