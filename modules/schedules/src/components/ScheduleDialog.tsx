import { Button, ButtonGroup, Callout } from '@blueprintjs/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { minLength, RecordDialog, required, upsert, type ResourceDialogProps } from '@balcao/kit';
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
import { fromLocalInput, inAnHour, toLocalInput, whenOf } from './datetime-local';
import { insertAt, VARIABLES } from './variables';

interface Values {
  contact: ContactOption | null;
  body: string;
  sendAt: string;
}

/** Spec §2: the dialog attaches .png, .jpg and .jpeg only. */
const IMAGE = /\.(png|jpe?g)$/i;

const fromSchedule = (s: Schedule): Values => ({
  contact: s.contact,
  body: s.body,
  sendAt: toLocalInput(new Date(s.sendAt)),
});

/**
 * Create or edit a schedule: contact, message with variable buttons, send time (one hour ahead by default) and an
 * optional image. A sent schedule (sentAt set) opens read-only, without the submit button (spec §2).
 */
export function ScheduleDialog({
  contact,
  ...props
}: ResourceDialogProps<Schedule> & {
  /** the contact a new schedule is for (/schedules?contactId=N) */
  contact: ContactOption | null;
}) {
  const { t } = useTranslation('schedules');
  const { editing } = props;
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const readOnly = Boolean(editing?.sentAt);
  const mustHave = required<Values>(t('validation.required'));

  const addVariable = (body: string, variable: string, setBody: (text: string) => void) => {
    const el = bodyRef.current;
    const start = el?.selectionStart ?? body.length;
    const end = el?.selectionEnd ?? start;
    const next = insertAt(body, start, end, variable);
    setBody(next.text);
    // the caret after the inserted variable, once React has written the new text
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <RecordDialog<Values, Schedule>
      {...props}
      title={readOnly ? t('dialog.view') : editing ? t('dialog.edit') : t('dialog.add')}
      icon="calendar"
      className="sc-dialog"
      testId="schedule-form"
      submitTestId="schedule-submit"
      footer={{
        text: editing ? t('kit:common.save') : t('dialog.schedule'),
        icon: 'calendar',
        cancelText: readOnly ? t('dialog.close') : undefined,
      }}
      readOnly={readOnly}
      autoFocus={false}
      initial={{ contact, body: '', sendAt: inAnHour() }}
      fromRecord={fromSchedule}
      rules={{ contact: [mustHave] }}
      save={upsert(createSchedule, updateSchedule, (values: Values) => ({
        body: values.body,
        contactId: values.contact!.id,
        sendAt: fromLocalInput(values.sendAt),
      }))}
      onError={toastScheduleError}
      media={{
        upload: uploadMedia,
        remove: removeMedia,
        find: findSchedule,
        label: t('dialog.media'),
        help: t('dialog.mediaHelp'),
        id: 'sc-file',
        icon: 'media',
        accept: '.png,.jpg,.jpeg',
        chooseText: t('dialog.chooseFile'),
        browseText: t('dialog.browse'),
        removeLabel: t('dialog.removeMedia'),
        current: (s) => (s.mediaPath ? s.mediaName : null),
        link: (s) => s.mediaPath,
        refuse: (file) => (IMAGE.test(file.name) ? undefined : t('validation.mediaType')),
        refuseInline: true,
      }}
      fields={[
        {
          kind: 'custom',
          key: 'sent',
          render: () =>
            editing?.sentAt && (
              <Callout intent="success" icon="tick" className="sc-sent" data-testid="schedule-sent">
                {t('dialog.sentAt', { date: whenOf(editing.sentAt) })}
              </Callout>
            ),
        },
        {
          kind: 'custom',
          key: 'contact',
          render: ({ values, errors, setField }) => (
            <ContactPicker
              value={values.contact}
              error={errors.contact}
              disabled={readOnly}
              onChange={(c) => setField('contact', c)}
            />
          ),
        },
        {
          kind: 'textarea',
          name: 'body',
          label: t('dialog.body'),
          testId: 'schedule-body',
          inputRef: bodyRef,
          rules: [mustHave, minLength(5, t('validation.tooShort'))],
        },
        {
          kind: 'custom',
          key: 'variables',
          render: ({ values, setField }) =>
            !readOnly && (
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
                      onClick={() => addVariable(values.body, v, (text) => setField('body', text))}
                      data-testid={`schedule-variable-${v}`}
                    />
                  ))}
                </ButtonGroup>
              </div>
            ),
        },
        {
          name: 'sendAt',
          label: t('dialog.sendAt'),
          type: 'datetime-local',
          testId: 'schedule-send-at',
          rules: [mustHave],
        },
        // a sent schedule shows its image, if it had one, and no picker
        ...(readOnly && !editing?.mediaPath ? [] : [{ kind: 'media' as const }]),
      ]}
    />
  );
}
