import { useCallback, useEffect, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  DeleteDialog,
  DeleteButton,
  EditButton,
  formatDate,
  ListPage,
  useCompanyEvent,
  useInfiniteList,
  useNarrow,
  type Column,
} from '@balcao/kit';
import {
  deleteSchedule,
  fetchSchedulePage,
  findContact,
  toastScheduleError,
  type ContactOption,
  type Schedule,
} from '../api';
import { ScheduleDialog } from './ScheduleDialog';
import { StatusTag } from './StatusTag';
import { truncate } from './variables';

/** Spec §2: DD/MM/YYYY HH:mm in the browser's time. */
const whenOf = (iso: string) => {
  const d = new Date(iso);
  return `${formatDate(d)} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

type ScheduleEvent =
  { action: 'create' | 'update'; schedule: Schedule } | { action: 'delete'; scheduleId: number };

/** Spec §2 Schedules: the searchable list (infinite scroll), kept live by company-{id}-schedule. */
export function SchedulesPage() {
  const { t } = useTranslation('schedules');
  const list = useInfiniteList<Schedule>(fetchSchedulePage);
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<{
    open: boolean;
    editing: Schedule | null;
    contact: ContactOption | null;
  }>({
    open: false,
    editing: null,
    contact: null,
  });
  const [deleting, setDeleting] = useState<Schedule | null>(null);
  const { upsert, remove } = list;
  const saved = useCallback((s: Schedule) => upsert(s, { toTop: true }), [upsert]);

  useCompanyEvent<ScheduleEvent>('schedule', (event) => {
    if (event.action === 'delete') remove(event.scheduleId);
    else upsert(event.schedule, { toTop: true });
  });

  // /schedules?contactId=N (the ticket's "Agendar" action): the create dialog for that contact
  const contactId = Number(params.get('contactId'));
  useEffect(() => {
    if (!contactId) return;
    let live = true;
    findContact(contactId).then(
      (c) =>
        live &&
        setDialog({ open: true, editing: null, contact: { id: c.id, name: c.name, number: c.number } }),
      toastScheduleError,
    );
    return () => {
      live = false;
    };
  }, [contactId]);
  const close = () => {
    setDialog((d) => ({ ...d, open: false }));
    if (params.has('contactId')) setParams({}, { replace: true });
  };

  const narrow = useNarrow();
  const contactCell = (s: Schedule) => <span className="sc-ellipsis">{s.contact?.name ?? ''}</span>;
  const bodyCell = (s: Schedule) => (
    <span className="sc-ellipsis" title={s.body} data-testid="schedule-body-cell">
      {truncate(s.body)}
    </span>
  );
  const whenCell = (s: Schedule) => <span className="sc-nowrap">{whenOf(s.sendAt)}</span>;
  const actions: Column<Schedule> = {
    key: 'actions',
    header: t('kit:common.actions'),
    align: 'right',
    width: narrow ? 76 : 100,
    render: (s) => (
      <span className="sc-actions">
        <EditButton onClick={() => setDialog({ open: true, editing: s, contact: null })} />
        <DeleteButton onClick={() => setDeleting(s)} />
      </span>
    ),
  };
  // a phone gets two stacked columns instead of four side by side
  const columns: Column<Schedule>[] = narrow
    ? [
        {
          key: 'contact',
          header: t('table.contact'),
          render: (s) => (
            <span className="sc-stack">
              <strong>{contactCell(s)}</strong>
              {bodyCell(s)}
            </span>
          ),
        },
        {
          key: 'sendAt',
          header: t('table.sendAt'),
          width: 130,
          render: (s) => (
            <span className="sc-stack">
              {whenCell(s)}
              <StatusTag schedule={s} />
            </span>
          ),
        },
        actions,
      ]
    : [
        { key: 'contact', header: t('table.contact'), width: '24%', render: contactCell },
        { key: 'body', header: t('table.body'), render: bodyCell },
        { key: 'sendAt', header: t('table.sendAt'), width: 180, render: whenCell },
        { key: 'status', header: t('table.status'), width: 170, render: (s) => <StatusTag schedule={s} /> },
        actions,
      ];

  return (
    <div className="sc-page" data-testid="schedules-page">
      <ListPage
        title={t('title')}
        search={list.search}
        onSearch={list.setSearch}
        columns={columns}
        items={list.items}
        rowKey={(s) => s.id}
        loading={list.loading}
        onScroll={list.onScroll}
        actions={
          <Button
            intent="primary"
            icon="add"
            text={t('add')}
            data-testid="add-schedule"
            onClick={() => setDialog({ open: true, editing: null, contact: null })}
          />
        }
      />
      <ScheduleDialog
        isOpen={dialog.open}
        editing={dialog.editing}
        contact={dialog.contact}
        onClose={close}
        onSaved={saved}
      />
      <DeleteDialog
        item={deleting}
        title={deleting?.contact?.name}
        onClose={() => setDeleting(null)}
        remove={deleteSchedule}
        onRemoved={remove}
        deletedText={t('deleted')}
        onError={toastScheduleError}
      />
    </div>
  );
}
