import { Button, DialogBody, DialogFooter, FormGroup, Switch } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  maxLength,
  minLength,
  required,
  TextField,
  toastSuccess,
  useForm,
  Dialog,
} from '@balcao/kit';
import { createTag, updateTag, type Tag } from '../api';
import { DEFAULT_TAG_COLOR } from '../palette';
import { ColorPalette } from './ColorPalette';
import { TagChip } from './TagChip';

interface Values {
  name: string;
  color: string;
  kanban: boolean;
}
const EMPTY: Values = { name: '', color: DEFAULT_TAG_COLOR, kanban: false };

/** Create or edit a tag: name (spec §5), a colour of the fixed palette, and the kanban switch for managers. */
export function TagDialog({
  isOpen,
  editing,
  canManage,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  editing: Tag | null;
  canManage: boolean;
  onClose: () => void;
  onSaved: (tag: Tag) => void;
}) {
  const { t } = useTranslation('tags');
  const form = useForm<Values>(
    EMPTY,
    {
      name: [required(t('validation.required')), minLength(3, t('validation.tooShort')), maxLength(100)],
    },
    async (values) => {
      const data = {
        name: values.name.trim(),
        color: values.color,
        ...(canManage ? { kanban: values.kanban ? (1 as const) : (0 as const) } : {}),
      };
      try {
        const saved = editing ? await updateTag(editing.id, data) : await createTag(data);
        onSaved({ ...saved, ticketsCount: editing?.ticketsCount ?? saved.ticketsCount ?? 0 });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'ERR_TAG_NAME_ALREADY_EXISTS')
          throw t('errors.nameTaken');
        throw error;
      }
      toastSuccess(t('kit:toasts.saved'));
      onClose();
    },
  );
  const { setValues } = form;
  useEffect(() => {
    if (!isOpen) return;
    setValues(
      editing
        ? {
            name: editing.name,
            color: editing.color || DEFAULT_TAG_COLOR,
            kanban: Number(editing.kanban) === 1,
          }
        : EMPTY,
    );
  }, [isOpen, editing, setValues]);

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={editing ? t('dialog.edit') : t('dialog.add')}
      icon="tag"
      className="tg-dialog"
    >
      <form onSubmit={(e) => void form.handleSubmit(e)} data-testid="tag-form" noValidate>
        <DialogBody>
          <TextField
            label={t('dialog.name')}
            name="name"
            autoFocus
            value={form.values.name}
            error={form.errors.name}
            onChange={(v) => form.setField('name', v)}
          />
          <FormGroup label={t('dialog.color')}>
            <ColorPalette value={form.values.color} onChange={(c) => form.setField('color', c)} />
          </FormGroup>
          {canManage && (
            <Switch
              name="kanban"
              label={t('dialog.kanban')}
              checked={form.values.kanban}
              onChange={(e) => form.setField('kanban', e.currentTarget.checked)}
            />
          )}
          <div className="tg-preview">
            <span className="bp6-text-muted">{t('dialog.preview')}</span>
            <TagChip name={form.values.name.trim() || t('dialog.name')} color={form.values.color} />
          </div>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('kit:common.cancel')} onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                icon="floppy-disk"
                text={t('kit:common.save')}
                loading={form.submitting}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
