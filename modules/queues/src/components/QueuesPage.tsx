import { useTranslation } from 'react-i18next';
import { Ellipsis, ResourcePage, useCompanyEvent, useLoad, wholeList, type Column } from '@balcao/kit';
import { deleteQueue, listQueues, listSettings, type Queue } from '../api';
import { QueueDialog } from './QueueDialog';

/** GET /queue answers the whole list: one page, searched here by name. */
const fetchQueues = wholeList(listQueues, (q: Queue) => q.name);

/** Spec §2 Queues: the list, the queue dialog (data, hours, chatbot options), delete with confirmation. */
export function QueuesPage() {
  const { t } = useTranslation('queues');
  // the hours tab shows for scheduleType 'queue'; settings that cannot be read leave it 'disabled'
  const [scheduleType = 'disabled', setScheduleType] = useLoad(
    'settings',
    () => listSettings().then((settings) => settings.find((s) => s.key === 'scheduleType')?.value),
    { onError: () => undefined },
  );
  useCompanyEvent<{ action: string; setting?: { key: string; value: string } }>('settings', (event) => {
    if (event.setting?.key === 'scheduleType') setScheduleType(event.setting.value);
  });

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
      render: (q) => <Ellipsis text={q.greetingMessage ?? ''} className="qu-truncate bp6-text-muted" />,
    },
  ];

  return (
    <ResourcePage<Queue>
      prefix="qu"
      fill={false}
      testId="queues-page"
      fetchPage={fetchQueues}
      columns={columns}
      realtime="queue"
      add="queue"
      dialog={(props) => props.isOpen && <QueueDialog {...props} showHours={scheduleType === 'queue'} />}
      remove={deleteQueue}
      deleteTitle={(q) => t('confirmDelete', { name: q.name })}
    />
  );
}
