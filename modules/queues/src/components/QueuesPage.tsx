import { Button } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  DeleteButton,
  EditButton,
  ListPage,
  toastSuccess,
  useCompanyEvent,
  useInfiniteList,
  type Column,
  type FetchPage,
} from '@balcao/kit';
import { deleteQueue, listQueues, listSettings, toastQueueError, type Queue } from '../api';
import { QueueDialog } from './QueueDialog';

/** GET /queue answers the whole list: one page, searched here by name. */
const fetchQueues: FetchPage<Queue> = async ({ searchParam, signal }) => {
  const queues = await listQueues(signal);
  return { items: queues.filter((q) => q.name.toLowerCase().includes(searchParam)), hasMore: false };
};

type QueueEvent = { action: 'create' | 'update'; queue: Queue } | { action: 'delete'; queueId: number };

/** Spec §2 Queues: the list, the queue dialog (data, hours, chatbot options), delete with confirmation. */
export function QueuesPage() {
  const { t } = useTranslation('queues');
  const list = useInfiniteList(fetchQueues);
  const { upsert, remove } = list;
  const [scheduleType, setScheduleType] = useState<string>('disabled');
  const [editing, setEditing] = useState<Queue | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Queue | null>(null);

  useEffect(() => {
    listSettings()
      .then((settings) =>
        setScheduleType(settings.find((s) => s.key === 'scheduleType')?.value ?? 'disabled'),
      )
      .catch(() => setScheduleType('disabled'));
  }, []);
  useCompanyEvent<{ action: string; setting?: { key: string; value: string } }>('settings', (event) => {
    if (event.setting?.key === 'scheduleType') setScheduleType(event.setting.value);
  });
  useCompanyEvent<QueueEvent>('queue', (event) => {
    if (event.action === 'delete') remove(event.queueId);
    else upsert(event.queue);
  });
  const onSaved = useCallback((queue: Queue) => upsert(queue), [upsert]);

  const columns: Column<Queue>[] = [
    {
      key: 'name',
      header: t('table.name'),
      render: (q) => (
        <span className="qu-name">
          <span className="qu-dot" style={{ backgroundColor: q.color }} aria-hidden />
          {q.name}
        </span>
      ),
    },
    {
      key: 'greeting',
      header: t('table.greetingMessage'),
      render: (q) => (
        <span className="qu-truncate bp6-text-muted" title={q.greetingMessage ?? ''}>
          {q.greetingMessage}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('kit:common.actions'),
      align: 'right',
      width: 100,
      render: (q) => (
        <span className="qu-actions">
          <EditButton
            onClick={() => {
              setEditing(q);
              setFormOpen(true);
            }}
          />
          <DeleteButton onClick={() => setDeleting(q)} />
        </span>
      ),
    },
  ];

  return (
    <div className="qu-page" data-testid="queues-page">
      <ListPage
        title={t('title')}
        search={list.search}
        onSearch={list.setSearch}
        columns={columns}
        items={list.items}
        rowKey={(q) => q.id}
        loading={list.loading}
        onScroll={list.onScroll}
        actions={
          <Button
            intent="primary"
            icon="add"
            text={t('add')}
            data-testid="add-queue"
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          />
        }
      />
      {formOpen && (
        <QueueDialog
          isOpen
          editing={editing}
          showHours={scheduleType === 'queue'}
          onClose={() => setFormOpen(false)}
          onSaved={onSaved}
        />
      )}
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        title={t('confirmDelete', { name: deleting?.name ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const { id } = deleting;
          deleteQueue(id)
            .then(() => {
              remove(id);
              toastSuccess(t('deleted'));
            })
            .catch(toastQueueError);
        }}
      />
    </div>
  );
}
