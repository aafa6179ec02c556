import { Button, FormGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileInput, TextField, required, showToast, toastSuccess, useForm } from '@balcao/kit';
import { sendErrorText } from '../errors';
import { sendTest, type SendAnswer } from '../send-test';
import { CodeBlock } from './CodeBlock';

interface SendValues {
  token: string;
  number: string;
  body: string;
  file: File | null;
}

/**
 * Spec §2: a test form posting with a connection's token: `text` sends the JSON body (number, message), `media`
 * the multipart `number` + `medias` (number, file).
 */
export function SendForm({ kind }: { kind: 'text' | 'media' }) {
  const { t } = useTranslation('messages-api');
  const [answer, setAnswer] = useState<SendAnswer | null>(null);
  const media = kind === 'media';
  // spec §5: token, number and text or file required; the number unmasked, digits only (country code, area
  // code, number), 8 to 15 of them
  const filled = required<SendValues>();
  const digits = (v: unknown) =>
    /^\d{8,15}$/.test(String(v ?? '').trim()) ? undefined : t('validation.digits');
  const form = useForm<SendValues>(
    { token: '', number: '', body: '', file: null },
    {
      token: [filled],
      number: [filled, digits],
      ...(media ? { file: [filled] } : { body: [filled] }),
    },
    async (values, { setValues }) => {
      const number = values.number.trim();
      try {
        const sent = await sendTest(
          values.token,
          media ? multipart(number, values.file!) : { number, body: values.body },
        );
        setAnswer(sent);
        toastSuccess(t('sent'));
        // the token and number stay for the next try
        setValues({ ...values, body: '', file: null });
      } catch (error) {
        showToast(sendErrorText(error), 'danger');
      }
    },
  );
  const file = form.values.file;
  // the form's text inputs, named per form (`text-token`, `media-number`, `text-body`)
  const text = (name: 'token' | 'number' | 'body', props: Partial<Parameters<typeof TextField>[0]>) => (
    <TextField
      label={t(`form.${name}`)}
      name={`${kind}-${name}`}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(v) => form.setField(name, v)}
      {...props}
    />
  );
  return (
    <form className="mapi-form" onSubmit={form.handleSubmit} noValidate data-testid={`mapi-${kind}-form`}>
      {text('token', { autoComplete: 'off', spellCheck: false })}
      {text('number', { placeholder: '5511999998888', inputMode: 'numeric' })}
      {media ? (
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
      ) : (
        text('body', { multiline: true })
      )}
      <div className="kit-form-actions">
        <Button
          type="submit"
          intent="primary"
          icon="send-message"
          text={t('form.send')}
          loading={form.submitting}
        />
      </div>
      {/* the server's answer to the last test send: Whaticket's `mensagem` and Balcão's message ids */}
      {answer && (
        <div className="mapi-answer" data-testid="mapi-answer">
          <span className="mapi-label">{t('form.answer')}</span>
          <CodeBlock code={JSON.stringify(answer, null, 2)} />
        </div>
      )}
    </form>
  );
}

function multipart(number: string, file: File): FormData {
  const body = new FormData();
  body.set('number', number);
  body.append('medias', file, file.name);
  return body;
}
