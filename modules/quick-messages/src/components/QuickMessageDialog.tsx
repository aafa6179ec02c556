import { Button, DialogBody, DialogFooter, FormGroup, Switch, Icon } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLength, required, TextField, toastSuccess, useForm, Dialog, FileInput } from '@balcao/kit';
import {
  createQuickMessage,
  findQuickMessage,
  mediaFileName,
  removeMedia,
  updateQuickMessage,
  uploadMedia,
  type QuickMessage,
} from '../api';

interface Values {
  shortcode: string;
  message: string;
  geral: boolean;
}
const EMPTY: Values = { shortcode: '', message: '', geral: false };

/** Create or edit a quick reply: shortcut (spec §5), text, an optional file, and 'geral' for managers. */
export function QuickMessageDialog({
  isOpen,
  editing,
  canShare,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  editing: QuickMessage | null;
  canShare: boolean;
  onClose: () => void;
  onSaved: (qm: QuickMessage) => void;
}) {
  const { t } = useTranslation('quick-messages');
  const [file, setFile] = useState<File | null>(null);
  const [dropMedia, setDropMedia] = useState(false);
  const created = useRef<number | null>(null);
  const form = useForm<Values>(
    EMPTY,
    {
      shortcode: [required(t('validation.required')), maxLength(100)],
      message: [maxLength(10_000)],
    },
    async (values) => {
      const data = {
        shortcode: values.shortcode.trim(),
        message: values.message,
        ...(canShare ? { geral: values.geral } : {}),
      };
      // a retry after a failed upload updates the record the first try made, never a second one
      const id = editing?.id ?? created.current;
      let saved = id ? await updateQuickMessage(id, data) : await createQuickMessage(data);
      created.current = saved.id;
      if (file) {
        await uploadMedia(saved.id, file);
        saved = await findQuickMessage(saved.id);
      } else if (dropMedia && editing?.isMedia) {
        await removeMedia(saved.id);
        saved = await findQuickMessage(saved.id);
      }
      onSaved(saved);
      toastSuccess(t('kit:toasts.saved'));
      onClose();
    },
  );
  const { setValues } = form;
  useEffect(() => {
    if (!isOpen) return;
    setValues(
      editing
        ? { shortcode: editing.shortcode, message: editing.message ?? '', geral: editing.geral }
        : EMPTY,
    );
  }, [isOpen, editing, setValues]);

  const currentMedia = !dropMedia && editing?.isMedia ? editing.mediaName : null;

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      onOpening={() => {
        created.current = null;
        setFile(null);
        setDropMedia(false);
      }}
      title={editing ? t('dialog.edit') : t('dialog.add')}
      icon="lightning"
      className="qm-dialog"
    >
      <form onSubmit={(e) => void form.handleSubmit(e)} data-testid="quick-message-form" noValidate>
        <DialogBody>
          <TextField
            label={t('dialog.shortcode')}
            name="shortcode"
            autoFocus
            leftElement={<span className="qm-slash">/</span>}
            value={form.values.shortcode}
            error={form.errors.shortcode}
            onChange={(v) => form.setField('shortcode', v)}
          />
          <TextField
            label={t('dialog.message')}
            name="message"
            multiline
            value={form.values.message}
            error={form.errors.message}
            onChange={(v) => form.setField('message', v)}
          />
          <FormGroup label={t('dialog.media')} labelFor="qm-file" helperText={t('dialog.mediaHelp')}>
            {currentMedia && !file ? (
              <div className="qm-media-current">
                <Icon icon="paperclip" />
                <span className="qm-media-name">{currentMedia}</span>
                <Button
                  variant="minimal"
                  intent="danger"
                  icon="cross"
                  aria-label={t('dialog.removeMedia')}
                  onClick={() => setDropMedia(true)}
                />
              </div>
            ) : (
              <div className="qm-media-pick">
                <FileInput
                  fill
                  inputProps={{ id: 'qm-file', name: 'file', 'aria-label': t('dialog.media') }}
                  text={file ? mediaFileName(file.name) : t('dialog.chooseFile')}
                  buttonText={t('dialog.browse')}
                  hasSelection={Boolean(file)}
                  onInputChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
                />
                {file && (
                  <Button
                    variant="minimal"
                    icon="cross"
                    aria-label={t('dialog.removeMedia')}
                    onClick={() => setFile(null)}
                  />
                )}
              </div>
            )}
          </FormGroup>
          {canShare && (
            <Switch
              name="geral"
              label={t('dialog.geral')}
              checked={form.values.geral}
              onChange={(e) => form.setField('geral', e.currentTarget.checked)}
            />
          )}
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
