import {
  Button,
  Callout,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  SegmentedControl,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  maxLength,
  minLength,
  required,
  TextField,
  toastError,
  toastSuccess,
  useForm,
  type Rule,
  Dialog,
  SaveFooter,
} from '@balcao/kit';
import {
  createIntegration,
  INTEGRATION_TYPES,
  LANGUAGES,
  testSession,
  updateIntegration,
  type Integration,
} from '../api';
import { EMPTY, fromIntegration, isWholeSecret, toInput, type Values } from './integration-form';
import { TypeIcon } from './TypeIcon';

/** The queue-integration dialog (spec §2): the four types and each one's fields; dialogflow's test session. */
export function IntegrationDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: Integration | null;
  onClose: () => void;
  onSaved: (integration: Integration) => void;
}) {
  const { t } = useTranslation('queue-integrations');
  // a new n8n/webhook integration's secret, shown whole this once
  const [revealed, setRevealed] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const unless =
    (skip: (v: Values) => boolean, rule: Rule<Values>): Rule<Values> =>
    (value, values) =>
      skip(values) ? undefined : rule(value, values);
  const url: Rule<Values> = (value) =>
    String(value ?? '').trim() && !/^https?:\/\/\S+$/i.test(String(value).trim())
      ? t('validation.url')
      : undefined;
  const form = useForm<Values>(
    editing ? fromIntegration(editing) : EMPTY,
    {
      name: [required(), minLength(2), maxLength(50)],
      urlN8N: [
        unless((v) => v.type === 'dialogflow', required()),
        unless((v) => v.type === 'dialogflow', url),
      ],
      typebotSlug: [unless((v) => v.type !== 'typebot', required())],
    },
    async (values) => {
      try {
        const saved = editing
          ? await updateIntegration(editing.id, toInput(values))
          : await createIntegration(toInput(values));
        toastSuccess(t(editing ? 'edited' : 'added'));
        onSaved(saved);
        if (!editing && isWholeSecret(saved.secret)) setRevealed(saved.secret);
        else onClose();
      } catch (error) {
        if (error instanceof ApiError && error.code === 'ERR_INTEGRATION_NAME_ALREADY_EXISTS')
          throw t('errors.nameTaken');
        throw error;
      }
    },
  );
  const v = form.values;
  const field = (
    name: keyof Values,
    extra: { multiline?: boolean; placeholder?: string; numeric?: boolean } = {},
  ) => (
    <TextField
      label={t(`form.${name}`)}
      name={name}
      multiline={extra.multiline}
      placeholder={extra.placeholder}
      inputMode={extra.numeric ? 'numeric' : undefined}
      value={v[name]}
      error={form.errors[name]}
      onChange={(value) => form.setField(name, extra.numeric ? value.replace(/\D/g, '') : value)}
    />
  );
  const maskedJson = v.jsonContent.startsWith('••••');
  const runTest = () => {
    setTesting(true);
    setAnswer(null);
    testSession({ projectName: v.projectName.trim(), jsonContent: v.jsonContent, language: v.language })
      .then((res) => {
        setAnswer(readAnswer(res));
        toastSuccess(t('tested'));
      })
      .catch(toastError)
      .finally(() => setTesting(false));
  };

  if (revealed)
    return (
      <Dialog isOpen onClose={onClose} title={t('dialog.secretTitle')} className="qi-dialog">
        <DialogBody>
          <Callout intent="warning" icon="key">
            {t('dialog.secretOnce')}
          </Callout>
          <FormGroup label={t('form.secret')} labelFor="qi-secret" className="qi-secret">
            <InputGroup id="qi-secret" readOnly value={revealed} data-testid="integration-secret" />
          </FormGroup>
        </DialogBody>
        <DialogFooter actions={<Button intent="primary" text={t('dialog.close')} onClick={onClose} />} />
      </Dialog>
    );

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t(editing ? 'dialog.edit' : 'dialog.add')}
      icon="data-connection"
      className="qi-dialog"
    >
      <form onSubmit={(e) => void form.handleSubmit(e)} data-testid="integration-form" noValidate>
        <DialogBody>
          <FormGroup label={t('form.type')}>
            <SegmentedControl
              className="qi-types"
              fill
              small
              value={v.type}
              onValueChange={(type) => form.setField('type', type as Values['type'])}
              options={INTEGRATION_TYPES.map((type) => ({
                value: type,
                label: t(`types.${type}`),
                icon: <TypeIcon type={type} label={t(`types.${type}`)} />,
              }))}
            />
          </FormGroup>
          {field('name')}
          {v.type === 'dialogflow' ? (
            <>
              {field('projectName')}
              {field('jsonContent', { multiline: true })}
              {maskedJson && <p className="bp6-text-muted qi-hint">{t('dialog.jsonKept')}</p>}
              <FormGroup label={t('form.language')} labelFor="qi-language">
                <HTMLSelect
                  id="qi-language"
                  fill
                  value={v.language}
                  onChange={(e) => form.setField('language', e.currentTarget.value)}
                  options={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
                />
              </FormGroup>
              <div className="qi-test">
                <Button
                  icon="play"
                  text={t('dialog.test')}
                  loading={testing}
                  disabled={!v.projectName.trim() || !v.jsonContent.trim() || maskedJson}
                  onClick={runTest}
                  data-testid="test-session"
                />
                {answer !== null && (
                  <Callout intent="success" icon="chat" className="qi-answer">
                    {answer || t('dialog.emptyAnswer')}
                  </Callout>
                )}
              </div>
            </>
          ) : (
            <>
              {field('urlN8N', { placeholder: v.type === 'typebot' ? 'https://typebot.io' : 'https://' })}
              {v.type === 'typebot' ? (
                <>
                  {field('typebotSlug')}
                  <div className="qi-row">
                    {field('typebotExpires', { numeric: true })}
                    {field('typebotDelayMessage', { numeric: true })}
                  </div>
                  <div className="qi-row">
                    {field('typebotKeywordFinish')}
                    {field('typebotKeywordRestart')}
                  </div>
                  {field('typebotRestartMessage', { multiline: true })}
                  {field('typebotUnknownMessage', { multiline: true })}
                </>
              ) : (
                <FormGroup
                  label={t('form.secret')}
                  labelFor="qi-secret"
                  helperText={editing?.secret ? t('dialog.secretHelp') : t('dialog.secretNew')}
                >
                  <InputGroup id="qi-secret" readOnly value={editing?.secret ?? ''} placeholder="••••" />
                </FormGroup>
              )}
            </>
          )}
        </DialogBody>
        <SaveFooter onCancel={onClose} submitting={form.submitting} testId="save-integration" />
      </form>
    </Dialog>
  );
}

/** testSession answers the intent's reply: as text, or inside an object under a name we recognise. */
function readAnswer(res: unknown): string {
  if (typeof res === 'string') return res;
  const o = (res ?? {}) as Record<string, unknown>;
  for (const k of ['reply', 'fulfillmentText', 'message', 'text', 'body'])
    if (typeof o[k] === 'string') return o[k] as string;
  return JSON.stringify(res);
}
