import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ResourcePage, useInfiniteList, useLoad, useNarrow, type Column } from '@balcao/kit';
import { deleteSchedule, fetchSchedulePage, findContact, toastScheduleError, type Schedule } from '../api';
import { whenOf } from './datetime-local';
import { ScheduleDialog } from './ScheduleDialog';
import { StatusTag } from './StatusTag';
import { truncate } from './variables';

/** Spec §2 Schedules: the searchable list (infinite scroll), kept live by company-{id}-schedule. */
export function SchedulesPage() {
  const { t } = useTranslation('schedules');
  const list = useInfiniteList<Schedule>(fetchSchedulePage);
  const [params, setParams] = useSearchParams();
  // /schedules?contactId=N (the ticket's "Agendar" action): the create dialog for that contact
  const contactId = Number(params.get('contactId'));
  const [contact] = useLoad(
    contactId || null,
    () => findContact(contactId).then((c) => ({ id: c.id, name: c.name, number: c.number })),
    { onError: toastScheduleError },
  );
  const close = () => setParams({}, { replace: true });

  const narrow = useNarrow();
  const contactCell = (s: Schedule) => <span className="kit-ellipsis">{s.contact?.name ?? ''}</span>;
  const bodyCell = (s: Schedule) => (
    <span className="kit-ellipsis" title={s.body} data-testid="schedule-body-cell">
      {truncate(s.body)}
    </span>
  );
  const whenCell = (s: Schedule) => <span className="sc-nowrap">{whenOf(s.sendAt)}</span>;
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
      ]
    : [
        { key: 'contact', header: t('table.contact'), width: '24%', render: contactCell },
        { key: 'body', header: t('table.body'), render: bodyCell },
        { key: 'sendAt', header: t('table.sendAt'), width: 180, render: whenCell },
        { key: 'status', header: t('table.status'), width: 170, render: (s) => <StatusTag schedule={s} /> },
      ];

  return (
    <ResourcePage<Schedule>
      prefix="sc"
      testId="schedules-page"
      list={list}
      columns={columns}
      realtime="schedule"
      toTop
      add="schedule"
      actionsWidth={narrow ? 76 : 100}
      dialog={(props) => <ScheduleDialog {...props} contact={null} />}
      remove={deleteSchedule}
      deleteTitle={(s) => s.contact?.name}
      deleteError={toastScheduleError}
    >
      <ScheduleDialog
        isOpen={Boolean(contactId && contact)}
        editing={null}
        contact={contact ?? null}
        onClose={close}
        onSaved={(s) => list.upsert(s, { toTop: true })}
      />
    </ResourcePage>
  );
}
