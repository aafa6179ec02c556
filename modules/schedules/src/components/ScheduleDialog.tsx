import { useEffect, useRef, useState } from 'react';
import {
  Button,
  ButtonGroup,
  Callout,
  DialogBody,
  DialogFooter,
  FormGroup,
  Icon,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  formatDate,
  minLength,
  required,
  toastSuccess,
  useForm,
  useRecordSave,
  Dialog,
  FileInput,
  IconButton,
} from '@balcao/kit';
import {
  createSchedule,
  findSchedule,
  removeMedia,
  toastScheduleError,
  updateSchedule,
  uploadMedia,
  type ContactOption,
  type Schedule,
} from '../api';
import { ContactPicker } from './ContactPicker';
import { fromLocalInput, inAnHour, toLocalInput } from './datetime-local';
import { insertAt, VARIABLES } from './variables';

interface Values {
  contact: ContactOption | null;
  body: string;
  sendAt: string;
}

/** Spec §2: the dialog attaches .png, .jpg and .jpeg only. */
const IMAGE = /\.(png|jpe?g)$/i;

/**
 * Create or edit a schedule: contact, message with variable buttons, send time (one hour ahead by default) and an
 * optional image. A sent schedule (sentAt set) opens read-only, without the submit button (spec §2).
 */
export function ScheduleDialog({
  isOpen,
  editing,
  contact,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  editing: Schedule | null;
  /** the contact a new schedule is for (/schedules?contactId=N) */
  contact: ContactOption | null;
  onClose: () => void;
  onSaved: (s: Schedule) => void;
}) {
  const { t } = useTranslation('schedules');
  const [fileError, setFileError] = useState<string>();
  const media = useRecordSave<Schedule>({ upload: uploadMedia, remove: removeMedia, find: findSchedule });
  const { file } = media;
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const readOnly = Boolean(editing?.sentAt);
  const form = useForm<Values>(
    { contact: null, body: '', sendAt: inAnHour() },
    {
      contact: [required(t('validation.required'))],
      body: [required(t('validation.required')), minLength(5, t('validation.tooShort'))],
      sendAt: [required(t('validation.required'))],
    },
    async (values) => {
      try {
        const data = {
          body: values.body,
          contactId: values.contact!.id,
          sendAt: fromLocalInput(values.sendAt),
        };
        const write = (id: number | null) => (id ? updateSchedule(id, data) : createSchedule(data));
        const saved = await media.save(editing?.id, write, Boolean(editing?.mediaPath));
        onSaved(saved);
        toastSuccess(t('kit:toasts.saved'));
        onClose();
      } catch (error) {
        // field errors go back to the form; the plugin's codes are toasted in this module's words
        if (error instanceof ApiError && error.fields) throw error;
        toastScheduleError(error);
      }
    },
  );
  const { setValues } = form;
  useEffect(() => {
    if (!isOpen) return;
    setValues(
      editing
        ? {
            contact: editing.contact,
            body: editing.body,
            sendAt: toLocalInput(new Date(editing.sendAt)),
          }
        : { contact, body: '', sendAt: inAnHour() },
    );
  }, [isOpen, editing, contact, setValues]);

  const addVariable = (variable: string) => {
    const el = bodyRef.current;
    const start = el?.selectionStart ?? form.values.body.length;
    const end = el?.selectionEnd ?? start;
    const next = insertAt(form.values.body, start, end, variable);
    form.setField('body', next.text);
    // the caret after the inserted variable, once React has written the new text
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };

  const pick = (chosen: File | null) => {
    if (chosen && !IMAGE.test(chosen.name)) {
      media.setFile(null);
      setFileError(t('validation.mediaType'));
      return;
    }
    setFileError(undefined);
    media.setFile(chosen);
  };
  const currentMedia = !media.dropped && editing?.mediaPath ? editing.mediaName : null;
  const title = readOnly ? t('dialog.view') : editing ? t('dialog.edit') : t('dialog.add');

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      onOpening={() => {
        media.reset();
        setFileError(undefined);
      }}
      title={title}
      icon="calendar"
      className="sc-dialog"
    >
      <form onSubmit={(e) => void form.handleSubmit(e)} data-testid="schedule-form" noValidate>
        <DialogBody>
          {readOnly && editing?.sentAt && (
            <Callout intent="success" icon="tick" className="sc-sent" data-testid="schedule-sent">
              {t('dialog.sentAt', {
                date: `${formatDate(editing.sentAt)} ${new Date(editing.sentAt).toTimeString().slice(0, 5)}`,
              })}
            </Callout>
          )}
          <ContactPicker
            value={form.values.contact}
            error={form.errors.contact}
            disabled={readOnly}
            onChange={(c) => form.setField('contact', c)}
          />
          <FormGroup
            label={t('dialog.body')}
            labelFor="sc-body"
            intent={form.errors.body ? 'danger' : 'none'}
            helperText={form.errors.body}
          >
            <TextArea
              id="sc-body"
              name="body"
              fill
              autoResize
              readOnly={readOnly}
              inputRef={bodyRef}
              value={form.values.body}
              intent={form.errors.body ? 'danger' : 'none'}
              onChange={(e) => form.setField('body', e.target.value)}
              data-testid="schedule-body"
            />
          </FormGroup>
          {!readOnly && (
            <div className="sc-variables" role="group" aria-label={t('dialog.variables')}>
              <span className="sc-variables__label">{t('dialog.variables')}:</span>
              <ButtonGroup className="sc-variables__buttons">
                {VARIABLES.map((v) => (
                  <Button
                    key={v}
                    size="small"
                    variant="outlined"
                    text={t(`dialog.variable.${v}`)}
                    title={`{{${v}}}`}
                    onClick={() => addVariable(v)}
                    data-testid={`schedule-variable-${v}`}
                  />
                ))}
              </ButtonGroup>
            </div>
          )}
          <FormGroup
            label={t('dialog.sendAt')}
            labelFor="sc-send-at"
            intent={form.errors.sendAt ? 'danger' : 'none'}
            helperText={form.errors.sendAt}
          >
            <InputGroup
              id="sc-send-at"
              type="datetime-local"
              name="sendAt"
              readOnly={readOnly}
              value={form.values.sendAt}
              intent={form.errors.sendAt ? 'danger' : 'none'}
              onValueChange={(v) => form.setField('sendAt', v)}
              data-testid="schedule-send-at"
            />
          </FormGroup>
          {(!readOnly || currentMedia) && (
            <FormGroup
              label={t('dialog.media')}
              labelFor="sc-file"
              intent={fileError ? 'danger' : 'none'}
              helperText={fileError ?? t('dialog.mediaHelp')}
            >
              {currentMedia && !file ? (
                <div className="sc-media">
                  <Icon icon="media" />
                  <a
                    className="sc-media__name"
                    href={editing?.mediaPath ?? undefined}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {currentMedia}
                  </a>
                  {!readOnly && (
                    <IconButton
                      intent="danger"
                      icon="cross"
                      label={t('dialog.removeMedia')}
                      onClick={media.drop}
                    />
                  )}
                </div>
              ) : (
                !readOnly && (
                  <div className="sc-media">
                    <FileInput
                      fill
                      inputProps={{
                        id: 'sc-file',
                        name: 'file',
                        accept: '.png,.jpg,.jpeg',
                        'aria-label': t('dialog.media'),
                      }}
                      text={file ? file.name : t('dialog.chooseFile')}
                      buttonText={t('dialog.browse')}
                      hasSelection={Boolean(file)}
                      onInputChange={(e) => pick(e.currentTarget.files?.[0] ?? null)}
                    />
                    {file && (
                      <IconButton icon="cross" label={t('dialog.removeMedia')} onClick={() => pick(null)} />
                    )}
                  </div>
                )
              )}
            </FormGroup>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={readOnly ? t('dialog.close') : t('kit:common.cancel')} onClick={onClose} />
              {!readOnly && (
                <Button
                  type="submit"
                  intent="primary"
                  icon="calendar"
                  text={editing ? t('kit:common.save') : t('dialog.schedule')}
                  loading={form.submitting}
                  data-testid="schedule-submit"
                />
              )}
            </>
          }
        />
      </form>
    </Dialog>
  );
}
