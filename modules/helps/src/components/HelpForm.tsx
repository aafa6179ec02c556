import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLength, minLength, required, TextField, toastSuccess, useForm, FormActions } from '@balcao/kit';
import type { Help, HelpInput } from '../api';
import { saveHelpFx } from '../model';

const EMPTY: HelpInput = { title: '', description: '', video: '' };

/** Create or edit one help video (super only). */
export function HelpForm({ editing, onDone }: { editing: Help | null; onDone: () => void }) {
  const { t } = useTranslation('helps');
  const form = useForm<HelpInput>(
    EMPTY,
    { title: [required(), minLength(2), maxLength(100)], video: [required()] },
    async (data, helpers) => {
      try {
        await saveHelpFx({ id: editing?.id, data });
      } catch {
        throw t('admin.saveFailed');
      }
      toastSuccess(t('kit:toasts.saved'));
      helpers.setValues(EMPTY);
      onDone();
    },
  );
  const { setValues } = form;
  useEffect(() => {
    setValues(
      editing
        ? { title: editing.title, description: editing.description ?? '', video: editing.video }
        : EMPTY,
    );
  }, [editing, setValues]);

  return (
    <form
      noValidate
      onSubmit={(e) => void form.handleSubmit(e)}
      className="kit-form-grid"
      data-testid="help-form"
    >
      <TextField
        label={t('admin.title')}
        name="title"
        value={form.values.title}
        error={form.errors.title}
        onChange={(v) => form.setField('title', v)}
      />
      <TextField
        label={t('admin.video')}
        name="video"
        placeholder="dQw4w9WgXcQ"
        value={form.values.video}
        error={form.errors.video}
        onChange={(v) => form.setField('video', v)}
      />
      <TextField
        label={t('admin.description')}
        name="description"
        value={form.values.description}
        error={form.errors.description}
        onChange={(v) => form.setField('description', v)}
      />
      <FormActions
        onClear={() => {
          form.setValues(EMPTY);
          onDone();
        }}
        submitting={form.submitting}
        style={{ gridColumn: '1 / -1' }}
      />
    </form>
  );
}
