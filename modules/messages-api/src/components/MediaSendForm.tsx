import { Button, FormGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, showToast, toastSuccess, useForm, FileInput } from '@balcao/kit';
import { sendErrorText } from '../errors';
import { sendTest, type SendAnswer } from '../send-test';
import { filled, unmaskedNumber } from './send-rules';
import { LastAnswer } from './LastAnswer';

interface MediaValues {
  token: string;
  number: string;
  file: File | null;
}

/** Spec §2: the media test form (token, number, file) posting multipart `number` + `medias`. */
export function MediaSendForm() {
  const { t } = useTranslation('messages-api');
  const [answer, setAnswer] = useState<SendAnswer | null>(null);
  const form = useForm<MediaValues>(
    { token: '', number: '', file: null },
    { token: [filled()], number: [filled(), unmaskedNumber()], file: [filled()] },
    async (values, { setValues }) => {
      const body = new FormData();
      body.set('number', values.number.trim());
      body.append('medias', values.file!, values.file!.name);
      try {
        const sent = await sendTest(values.token, body);
        setAnswer(sent);
        toastSuccess(t('sent'));
        setValues({ ...values, file: null });
      } catch (error) {
        showToast(sendErrorText(error), 'danger');
      }
    },
  );
  const file = form.values.file;
  return (
    <form className="mapi-form" onSubmit={form.handleSubmit} noValidate data-testid="mapi-media-form">
      <TextField
        label={t('form.token')}
        name="media-token"
        value={form.values.token}
        error={form.errors.token}
        onChange={(v) => form.setField('token', v)}
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        label={t('form.number')}
        name="media-number"
        value={form.values.number}
        error={form.errors.number}
        onChange={(v) => form.setField('number', v)}
        placeholder="5511999998888"
        inputMode="numeric"
      />
      <FormGroup
        label={t('form.file')}
        labelFor="mapi-file"
        helperText={form.errors.file}
        intent={form.errors.file ? 'danger' : 'none'}
      >
        <FileInput
          fill
          inputProps={{ id: 'mapi-file', name: 'medias', 'aria-label': t('form.file') }}
          text={file ? file.name : t('form.chooseFile')}
          buttonText={t('form.browse')}
          hasSelection={Boolean(file)}
          onInputChange={(e) => form.setField('file', e.currentTarget.files?.[0] ?? null)}
        />
      </FormGroup>
      <div className="kit-form-actions">
        <Button
          type="submit"
          intent="primary"
          icon="send-message"
          text={t('form.send')}
          loading={form.submitting}
        />
      </div>
      <LastAnswer answer={answer} />
    </form>
  );
}
