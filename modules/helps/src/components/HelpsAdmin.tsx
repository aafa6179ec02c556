import { useTranslation } from 'react-i18next';
import {
  formValues,
  maxLength,
  minLength,
  RecordForm,
  required,
  ResourcePage,
  showToast,
  upsertById,
  useInfiniteList,
  type Column,
} from '@balcao/kit';
import { createHelp, deleteHelp, fetchHelps, updateHelp, type Help, type HelpInput } from '../api';

const EMPTY: HelpInput = { title: '', description: '', video: '' };

/** Help-videos admin (spec §2): form plus list. Also embedded as the Settings 'Helps' tab. */
export function HelpsAdmin() {
  const { t } = useTranslation('helps');
  const list = useInfiniteList(fetchHelps);
  // an edit stays in place, a new video goes last (the server's order)
  const saved = (help: Help) =>
    list.setItems((items) =>
      items.some((h) => h.id === help.id) ? upsertById(items, help, (h) => h.id) : [...items, help],
    );

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
      editor={(editing, done) => (
        // create or edit one help video (super only)
        <RecordForm<HelpInput, Help>
          editing={editing}
          initial={EMPTY}
          fromRecord={(h) => formValues(EMPTY, h)}
          save={async (data, id) => saved(await (id ? updateHelp(id, data) : createHelp(data)))}
          failedText={t('admin.saveFailed')}
          clearAfterSave
          onDone={done}
          testId="help-form"
          fields={[
            { name: 'title', label: t('admin.title'), rules: [required(), minLength(2), maxLength(100)] },
            { name: 'video', label: t('admin.video'), placeholder: 'dQw4w9WgXcQ', rules: [required()] },
            { name: 'description', label: t('admin.description') },
          ]}
        />
      )}
      remove={deleteHelp}
      deletedText={t('kit:toasts.saved')}
      deleteError={() => showToast(t('kit:toasts.deleteFailed'), 'danger')}
    />
  );
}
