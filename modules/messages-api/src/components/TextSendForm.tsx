import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, showToast, toastSuccess, useForm } from '@balcao/kit';
import { sendErrorText } from '../errors';
import { sendTest, type SendAnswer } from '../send-test';
import { filled, unmaskedNumber } from './send-rules';
import { LastAnswer } from './LastAnswer';

interface TextValues {
  token: string;
  number: string;
  body: string;
}

/** Spec §2: the text test form (token, number, message) posting the JSON body with a connection's token. */
export function TextSendForm() {
  const { t } = useTranslation('messages-api');
  const [answer, setAnswer] = useState<SendAnswer | null>(null);
  const form = useForm<TextValues>(
    { token: '', number: '', body: '' },
    { token: [filled()], number: [filled(), unmaskedNumber()], body: [filled()] },
    async (values, { setValues }) => {
      try {
        const sent = await sendTest(values.token, { number: values.number.trim(), body: values.body });
        setAnswer(sent);
        toastSuccess(t('sent'));
        // the token and number stay for the next try
        setValues({ ...values, body: '' });
      } catch (error) {
        showToast(sendErrorText(error), 'danger');
      }
    },
  );
  return (
    <form className="mapi-form" onSubmit={form.handleSubmit} noValidate data-testid="mapi-text-form">
      <TextField
        label={t('form.token')}
        name="text-token"
        value={form.values.token}
        error={form.errors.token}
        onChange={(v) => form.setField('token', v)}
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        label={t('form.number')}
        name="text-number"
        value={form.values.number}
        error={form.errors.number}
        onChange={(v) => form.setField('number', v)}
        placeholder="5511999998888"
        inputMode="numeric"
      />
      <TextField
        label={t('form.body')}
        name="text-body"
        multiline
        value={form.values.body}
        error={form.errors.body}
        onChange={(v) => form.setField('body', v)}
      />
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
