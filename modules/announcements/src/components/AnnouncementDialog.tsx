import { Button, DialogBody, DialogFooter, FormGroup, HTMLSelect, Icon } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  maxLength,
  required,
  showToast,
  TextField,
  toastSuccess,
  useForm,
  Dialog,
  FileInput,
} from '@balcao/kit';
import {
  createAnnouncement,
  findAnnouncement,
  removeImage,
  updateAnnouncement,
  uploadImage,
  type Announcement,
} from '../api';
import { DEFAULT_PRIORITY, PRIORITIES, priorityLabel } from '../priority';

interface Values {
  title: string;
  text: string;
  priority: number;
  status: boolean;
}
const EMPTY: Values = { title: '', text: '', priority: DEFAULT_PRIORITY, status: true };
/** Spec §2: the optional image is a .png, .jpg or .jpeg. */
const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
const isImageName = (name: string) => /\.(png|jpe?g)$/i.test(name);

/** Spec §2 announcement dialog: title, text, status Ativo/Inativo, priority (default Baixa) and a removable image. */
export function AnnouncementDialog({
  isOpen,
  editing,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  editing: Announcement | null;
  onClose: () => void;
  onSaved: (a: Announcement) => void;
}) {
  const { t } = useTranslation('announcements');
  const [file, setFile] = useState<File | null>(null);
  const [dropImage, setDropImage] = useState(false);
  const created = useRef<number | null>(null);
  const form = useForm<Values>(
    EMPTY,
    {
      title: [required(t('validation.required')), maxLength(200)],
      text: [required(t('validation.required')), maxLength(10_000)],
    },
    async (values) => {
      const data = { ...values, title: values.title.trim() };
      // a retry after a failed upload updates the record the first try made, never a second one
      const id = editing?.id ?? created.current;
      let saved = id ? await updateAnnouncement(id, data) : await createAnnouncement(data);
      created.current = saved.id;
      if (file) {
        await uploadImage(saved.id, file);
        saved = await findAnnouncement(saved.id);
      } else if (dropImage && editing?.mediaName) {
        await removeImage(saved.id);
        saved = await findAnnouncement(saved.id);
      }
      onSaved(saved);
      toastSuccess(t('saved'));
      onClose();
    },
  );
  const { setValues } = form;
  useEffect(() => {
    if (!isOpen) return;
    setValues(
      editing
        ? { title: editing.title, text: editing.text, priority: editing.priority, status: editing.status }
        : EMPTY,
    );
  }, [isOpen, editing, setValues]);

  const currentImage = !dropImage && editing?.mediaName ? editing.mediaName : null;

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      onOpening={() => {
        created.current = null;
        setFile(null);
        setDropImage(false);
      }}
      title={editing ? t('dialog.edit') : t('dialog.add')}
      icon="announcement"
      className="an-dialog"
    >
      <form onSubmit={(e) => void form.handleSubmit(e)} data-testid="announcement-form" noValidate>
        <DialogBody>
          <TextField
            label={t('dialog.title')}
            name="title"
            autoFocus
            value={form.values.title}
            error={form.errors.title}
            onChange={(v) => form.setField('title', v)}
          />
          <TextField
            label={t('dialog.text')}
            name="text"
            multiline
            value={form.values.text}
            error={form.errors.text}
            onChange={(v) => form.setField('text', v)}
          />
          <div className="an-dialog__row">
            <FormGroup label={t('dialog.status')} labelFor="an-status">
              <HTMLSelect
                id="an-status"
                name="status"
                fill
                value={String(form.values.status)}
                onChange={(e) => form.setField('status', e.currentTarget.value === 'true')}
                options={[
                  { value: 'true', label: t('status.active') },
                  { value: 'false', label: t('status.inactive') },
                ]}
              />
            </FormGroup>
            <FormGroup label={t('dialog.priority')} labelFor="an-priority">
              <HTMLSelect
                id="an-priority"
                name="priority"
                fill
                value={form.values.priority}
                onChange={(e) => form.setField('priority', Number(e.currentTarget.value))}
                options={PRIORITIES.map((p) => ({ value: p, label: t(priorityLabel(p)) }))}
              />
            </FormGroup>
          </div>
          <FormGroup label={t('dialog.image')} labelFor="an-file" helperText={t('dialog.imageHelp')}>
            {currentImage && !file ? (
              <div className="an-media-current" data-testid="announcement-image-current">
                <Icon icon="media" />
                <span className="an-ellipsis">{currentImage}</span>
                <Button
                  variant="minimal"
                  intent="danger"
                  icon="cross"
                  aria-label={t('dialog.removeImage')}
                  data-testid="announcement-image-remove"
                  onClick={() => setDropImage(true)}
                />
              </div>
            ) : (
              <div className="an-media-pick">
                <FileInput
                  fill
                  inputProps={{
                    id: 'an-file',
                    name: 'file',
                    accept: IMAGE_ACCEPT,
                    'aria-label': t('dialog.image'),
                  }}
                  text={file ? file.name : t('dialog.chooseImage')}
                  buttonText={t('dialog.browse')}
                  hasSelection={Boolean(file)}
                  onInputChange={(e) => {
                    const chosen = e.currentTarget.files?.[0] ?? null;
                    // the server refuses anything else (ERR_ANNOUNCEMENT_MEDIA_TYPE): say so before saving
                    if (chosen && !isImageName(chosen.name)) showToast(t('dialog.imageType'), 'danger');
                    else setFile(chosen);
                  }}
                />
                {file && (
                  <Button
                    variant="minimal"
                    icon="cross"
                    aria-label={t('dialog.removeImage')}
                    onClick={() => setFile(null)}
                  />
                )}
              </div>
            )}
          </FormGroup>
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
                data-testid="announcement-submit"
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
