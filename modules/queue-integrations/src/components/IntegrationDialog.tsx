import {
  Button,
  Callout,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  SegmentedControl,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  maxLength,
  minLength,
  RecordDialog,
  required,
  toastError,
  toastSuccess,
  upsert,
  type FieldSpec,
  type ResourceDialogProps,
  type Rule,
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

const isTypebot = (v: Values) => v.type === 'typebot';
const isDialogflow = (v: Values) => v.type === 'dialogflow';

/** The queue-integration dialog (spec §2): the four types and each one's fields; dialogflow's test session. */
export function IntegrationDialog(props: ResourceDialogProps<Integration>) {
  const { t } = useTranslation('queue-integrations');
  const { editing, onClose } = props;
  // a new n8n/webhook integration's secret, shown whole this once
  const [revealed, setRevealed] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const url: Rule<Values> = (value) =>
    String(value ?? '').trim() && !/^https?:\/\/\S+$/i.test(String(value).trim())
      ? t('validation.url')
      : undefined;
  const reveals = (saved: Integration) => !editing && isWholeSecret(saved.secret);
  const runTest = (v: Values) => {
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
  const text = (
    name: keyof Values,
    more: Pick<
      FieldSpec<Values> & { kind?: 'textarea' },
      'kind' | 'show' | 'rules' | 'digits' | 'placeholder'
    > = {},
  ): FieldSpec<Values> => ({ name, label: t(`form.${name}`), ...more });
  const masked = (v: Values) => v.jsonContent.startsWith('••••');

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
    <RecordDialog<Values, Integration>
      {...props}
      onSaved={(saved) => {
        props.onSaved(saved);
        if (reveals(saved)) setRevealed(saved.secret);
      }}
      keepOpen={reveals}
      icon="data-connection"
      submitTestId="save-integration"
      autoFocus={false}
      savedText={t(editing ? 'edited' : 'added')}
      initial={EMPTY}
      fromRecord={fromIntegration}
      save={upsert(createIntegration, updateIntegration, toInput)}
      fields={[
        {
          kind: 'custom',
          key: 'type',
          render: ({ values, setField }) => (
            <FormGroup label={t('form.type')}>
              <SegmentedControl
                className="qi-types"
                fill
                small
                value={values.type}
                onValueChange={(type) => setField('type', type as Values['type'])}
                options={INTEGRATION_TYPES.map((type) => ({
                  value: type,
                  label: t(`types.${type}`),
                  icon: <TypeIcon type={type} label={t(`types.${type}`)} />,
                }))}
              />
            </FormGroup>
          ),
        },
        text('name', { rules: [required(), minLength(2), maxLength(50)] }),
        text('projectName', { show: isDialogflow }),
        text('jsonContent', { kind: 'textarea', show: isDialogflow }),
        {
          kind: 'custom',
          key: 'jsonKept',
          render: ({ values }) =>
            isDialogflow(values) &&
            masked(values) && <p className="bp6-text-muted qi-hint">{t('dialog.jsonKept')}</p>,
        },
        {
          kind: 'select',
          name: 'language',
          id: 'qi-language',
          label: t('form.language'),
          show: isDialogflow,
          options: LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) })),
        },
        {
          kind: 'custom',
          key: 'test',
          render: ({ values: v }) =>
            isDialogflow(v) && (
              <div className="qi-test">
                <Button
                  icon="play"
                  text={t('dialog.test')}
                  loading={testing}
                  disabled={!v.projectName.trim() || !v.jsonContent.trim() || masked(v)}
                  onClick={() => runTest(v)}
                  data-testid="test-session"
                />
                {answer !== null && (
                  <Callout intent="success" icon="chat" className="qi-answer">
                    {answer || t('dialog.emptyAnswer')}
                  </Callout>
                )}
              </div>
            ),
        },
        text('urlN8N', {
          show: (v) => !isDialogflow(v),
          placeholder: (v) => (isTypebot(v) ? 'https://typebot.io' : 'https://'),
          rules: [required(), url],
        }),
        text('typebotSlug', { show: isTypebot, rules: [required()] }),
        {
          kind: 'row',
          className: 'qi-row',
          show: isTypebot,
          fields: [text('typebotExpires', { digits: true }), text('typebotDelayMessage', { digits: true })],
        },
        {
          kind: 'row',
          className: 'qi-row',
          show: isTypebot,
          fields: [text('typebotKeywordFinish'), text('typebotKeywordRestart')],
        },
        text('typebotRestartMessage', { kind: 'textarea', show: isTypebot }),
        text('typebotUnknownMessage', { kind: 'textarea', show: isTypebot }),
        {
          kind: 'custom',
          key: 'secret',
          render: ({ values }) =>
            !isDialogflow(values) &&
            !isTypebot(values) && (
              <FormGroup
                label={t('form.secret')}
                labelFor="qi-secret"
                helperText={editing?.secret ? t('dialog.secretHelp') : t('dialog.secretNew')}
              >
                <InputGroup id="qi-secret" readOnly value={editing?.secret ?? ''} placeholder="••••" />
              </FormGroup>
            ),
        },
      ]}
    />
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
