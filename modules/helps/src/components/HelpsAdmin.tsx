import { useTranslation } from 'react-i18next';
import { ResourcePage, showToast, type Column } from '@balcao/kit';
import type { Help } from '../api';
import { deleteHelpFx, useHelps } from '../model';
import { HelpForm } from './HelpForm';

/** Help-videos admin (spec §2): form plus list. Also embedded as the Settings 'Helps' tab. */
export function HelpsAdmin() {
  const { t } = useTranslation('helps');
  const list = useHelps();

  const columns: Column<Help>[] = [
    { key: 'title', header: t('admin.title'), render: (h) => h.title },
    { key: 'description', header: t('admin.description'), render: (h) => h.description },
    { key: 'video', header: t('admin.video'), render: (h) => <code>{h.video}</code> },
  ];

  return (
    <ResourcePage<Help>
      title={t('admin.listTitle')}
      prefix="help"
      fill={false}
      list={list}
      columns={columns}
      search={false}
      actionsWidth={110}
      editor={(editing, done) => <HelpForm editing={editing} onDone={done} />}
      // the list follows the effect: useHelps drops the row
      remove={deleteHelpFx}
      onDeleted={() => {}}
      deletedText={t('kit:toasts.saved')}
      deleteError={() => showToast(t('kit:toasts.deleteFailed'), 'danger')}
    />
  );
}
