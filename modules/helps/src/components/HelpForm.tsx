import { useTranslation } from 'react-i18next';
import { maxLength, minLength, RecordForm, required } from '@balcao/kit';
import type { Help, HelpInput } from '../api';
import { saveHelpFx } from '../model';

const EMPTY: HelpInput = { title: '', description: '', video: '' };
const fromHelp = (h: Help): HelpInput => ({
  title: h.title,
  description: h.description ?? '',
  video: h.video ?? '',
});

/** Create or edit one help video (super only). */
export function HelpForm({ editing, onDone }: { editing: Help | null; onDone: () => void }) {
  const { t } = useTranslation('helps');
  return (
    <RecordForm<HelpInput, Help>
      editing={editing}
      initial={EMPTY}
      fromRecord={fromHelp}
      save={(data, id) => saveHelpFx({ id: id ?? undefined, data })}
      failedText={t('admin.saveFailed')}
      clearAfterSave
      onDone={onDone}
      testId="help-form"
      fields={[
        { name: 'title', label: t('admin.title'), rules: [required(), minLength(2), maxLength(100)] },
        { name: 'video', label: t('admin.video'), placeholder: 'dQw4w9WgXcQ', rules: [required()] },
        { name: 'description', label: t('admin.description') },
      ]}
    />
  );
}
