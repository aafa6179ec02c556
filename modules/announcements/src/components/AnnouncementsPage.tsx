import { Button, Icon, Tag } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeleteButton,
  DeleteDialog,
  EditButton,
  ListPage,
  onRealtime,
  useInfiniteList,
  useNarrow,
  type Column,
} from '@balcao/kit';
import {
  deleteAnnouncement,
  fetchAnnouncementPage,
  GLOBAL_EVENT,
  type Announcement,
  type AnnouncementEvent,
} from '../api';
import { AnnouncementDialog } from './AnnouncementDialog';
import { PriorityTag } from './PriorityTag';
import { useSuperOnly } from './useSuperOnly';

/** Spec §2 Announcements (super only): the searchable infinite list, kept live by company-announcement. */
export function AnnouncementsPage() {
  const allowed = useSuperOnly();
  return allowed ? <AnnouncementsList /> : null;
}

function AnnouncementsList() {
  const { t } = useTranslation('announcements');
  const list = useInfiniteList<Announcement>(fetchAnnouncementPage);
  // a phone-wide screen leaves the file column out so status and actions stay in view
  const narrow = useNarrow();
  const [dialog, setDialog] = useState<{ open: boolean; editing: Announcement | null }>({
    open: false,
    editing: null,
  });
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const { upsert, remove } = list;
  const saved = useCallback((a: Announcement) => upsert(a, { toTop: true }), [upsert]);

  // a super user hears every announcement whole, drafts included
  useEffect(
    () =>
      onRealtime<AnnouncementEvent>(GLOBAL_EVENT, (event) => {
        if (event.action === 'delete') remove(event.id);
        else upsert(event.record, { toTop: true });
      }),
    [upsert, remove],
  );

  const allColumns: Column<Announcement>[] = [
    {
      key: 'title',
      header: t('table.title'),
      render: (a) => (
        <span className="an-ellipsis an-title" title={a.title}>
          {a.title}
        </span>
      ),
    },
    {
      key: 'priority',
      header: t('table.priority'),
      align: 'center',
      width: narrow ? 70 : 110,
      render: (a) => <PriorityTag priority={a.priority} />,
    },
    {
      key: 'media',
      header: t('table.media'),
      width: '22%',
      render: (a) =>
        a.mediaPath ? (
          <a
            className="an-media"
            href={a.mediaPath}
            target="_blank"
            rel="noreferrer"
            title={a.mediaName ?? ''}
          >
            <Icon icon="media" size={12} />
            <span className="an-ellipsis">{a.mediaName}</span>
          </a>
        ) : (
          <span className="bp6-text-muted">{t('table.noMedia')}</span>
        ),
    },
    {
      key: 'status',
      header: t('table.status'),
      align: 'center',
      width: narrow ? 70 : 100,
      render: (a) => (
        <Tag minimal intent={a.status ? 'success' : 'none'} data-testid="announcement-status">
          {a.status ? t('status.active') : t('status.inactive')}
        </Tag>
      ),
    },
    {
      key: 'actions',
      header: t('kit:common.actions'),
      align: 'right',
      width: narrow ? 80 : 100,
      render: (a) => (
        <span className="an-actions">
          <EditButton onClick={() => setDialog({ open: true, editing: a })} />
          <DeleteButton onClick={() => setDeleting(a)} />
        </span>
      ),
    },
  ];

  const columns = narrow ? allColumns.filter((c) => c.key !== 'media') : allColumns;

  return (
    <div className="an-page" data-testid="announcements-page">
      <ListPage
        title={t('titleCount', { count: list.items.length })}
        search={list.search}
        onSearch={list.setSearch}
        columns={columns}
        items={list.items}
        rowKey={(a) => a.id}
        loading={list.loading}
        onScroll={list.onScroll}
        actions={
          <Button
            intent="primary"
            icon="add"
            text={t('add')}
            data-testid="add-announcement"
            onClick={() => setDialog({ open: true, editing: null })}
          />
        }
      />
      <AnnouncementDialog
        isOpen={dialog.open}
        editing={dialog.editing}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onSaved={saved}
      />
      <DeleteDialog
        item={deleting}
        title={deleting?.title}
        onClose={() => setDeleting(null)}
        remove={deleteAnnouncement}
        onRemoved={remove}
        deletedText={t('deleted')}
      />
    </div>
  );
}
