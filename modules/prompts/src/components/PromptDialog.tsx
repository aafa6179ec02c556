import { Button, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { required, TextField, toastSuccess, useForm, Dialog, NumericInput } from '@balcao/kit';
import { createPrompt, fetchQueues, updatePrompt, VOICES, type Prompt, type QueueOption } from '../api';

interface Values {
  name: string;
  prompt: string;
  apiKey: string;
  queueId: string;
  maxTokens: number;
  temperature: number;
  maxMessages: number;
  voice: string;
  voiceKey: string;
  voiceRegion: string;
}
// spec §9's defaults
const EMPTY: Values = {
  name: '',
  prompt: '',
  apiKey: '',
  queueId: '',
  maxTokens: 100,
  temperature: 1,
  maxMessages: 10,
  voice: 'texto',
  voiceKey: '',
  voiceRegion: '',
};

const fromPrompt = (p: Prompt): Values => ({
  name: p.name,
  prompt: p.prompt,
  apiKey: p.apiKey,
  queueId: p.queueId ? String(p.queueId) : '',
  maxTokens: p.maxTokens,
  temperature: p.temperature,
  maxMessages: p.maxMessages,
  voice: p.voice,
  voiceKey: p.voiceKey ?? '',
  voiceRegion: p.voiceRegion ?? '',
});

/**
 * Spec §3's prompt fields. The API key shows the server's mask: sent back untouched it means "unchanged". The
 * voice's key and region show only for a voice.
 */
export function PromptDialog({
  isOpen,
  editing,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  editing: Prompt | null;
  onClose: () => void;
  onSaved: (prompt: Prompt) => void;
}) {
  const { t } = useTranslation('prompts');
  const [queues, setQueues] = useState<QueueOption[]>([]);
  const form = useForm<Values>(
    EMPTY,
    {
      name: [required(t('validation.required'))],
      prompt: [required(t('validation.required'))],
      apiKey: [required(t('validation.required'))],
      queueId: [required(t('validation.queue'))],
    },
    async (v) => {
      const voiced = v.voice !== 'texto';
      const data = {
        ...v,
        name: v.name.trim(),
        queueId: Number(v.queueId),
        voiceKey: voiced ? v.voiceKey : '',
        voiceRegion: voiced ? v.voiceRegion : '',
      };
      const saved = editing ? await updatePrompt(editing.id, data) : await createPrompt(data);
      onSaved(saved);
      toastSuccess(t('saved'));
      onClose();
    },
  );
  const { setValues } = form;
  useEffect(() => {
    if (!isOpen) return;
    setValues(editing ? fromPrompt(editing) : EMPTY);
    fetchQueues()
      .then(setQueues)
      .catch(() => setQueues([]));
  }, [isOpen, editing, setValues]);

  const number = (field: 'maxTokens' | 'temperature' | 'maxMessages', label: string, step = 1) => (
    <FormGroup
      label={label}
      labelFor={`field-${field}`}
      helperText={form.errors[field]}
      intent={form.errors[field] ? 'danger' : 'none'}
    >
      <NumericInput
        id={`field-${field}`}
        name={field}
        fill
        min={field === 'temperature' ? 0 : 1}
        max={field === 'temperature' ? 2 : undefined}
        stepSize={step}
        minorStepSize={field === 'temperature' ? 0.1 : null}
        value={form.values[field]}
        onValueChange={(n) => form.setField(field, Number.isFinite(n) ? n : 0)}
      />
    </FormGroup>
  );

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={editing ? t('dialog.edit') : t('dialog.add')}
      icon="predictive-analysis"
      className="pr-dialog"
    >
      <form onSubmit={(e) => void form.handleSubmit(e)} data-testid="prompt-form" noValidate>
        <DialogBody>
          <TextField
            label={t('dialog.name')}
            name="name"
            autoFocus
            value={form.values.name}
            error={form.errors.name}
            onChange={(v) => form.setField('name', v)}
          />
          <FormGroup
            label={t('dialog.apiKey')}
            labelFor="field-apiKey"
            helperText={form.errors.apiKey}
            intent={form.errors.apiKey ? 'danger' : 'none'}
          >
            <InputGroup
              id="field-apiKey"
              name="apiKey"
              type="password"
              autoComplete="off"
              fill
              value={form.values.apiKey}
              intent={form.errors.apiKey ? 'danger' : 'none'}
              onValueChange={(v) => form.setField('apiKey', v)}
            />
          </FormGroup>
          <TextField
            label={t('dialog.prompt')}
            name="prompt"
            multiline
            value={form.values.prompt}
            error={form.errors.prompt}
            onChange={(v) => form.setField('prompt', v)}
          />
          <div className="pr-row pr-row-2">
            <FormGroup
              label={t('dialog.queue')}
              labelFor="field-queueId"
              helperText={form.errors.queueId}
              intent={form.errors.queueId ? 'danger' : 'none'}
            >
              <HTMLSelect
                id="field-queueId"
                name="queueId"
                fill
                value={form.values.queueId}
                onChange={(e) => form.setField('queueId', e.currentTarget.value)}
              >
                <option value="">{t('dialog.chooseQueue')}</option>
                {queues.map((q) => (
                  <option key={q.id} value={String(q.id)}>
                    {q.name}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup label={t('dialog.voice')} labelFor="field-voice">
              <HTMLSelect
                id="field-voice"
                name="voice"
                fill
                value={form.values.voice}
                onChange={(e) => form.setField('voice', e.currentTarget.value)}
              >
                <option value="texto">{t('dialog.text')}</option>
                {VOICES.map((v) => (
                  <option key={v} value={v}>
                    {v.replace(/^pt-BR-|Neural$/g, '')}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          </div>
          {form.values.voice !== 'texto' && (
            <div className="pr-row pr-row-2">
              <FormGroup label={t('dialog.voiceKey')} labelFor="field-voiceKey">
                <InputGroup
                  id="field-voiceKey"
                  name="voiceKey"
                  type="password"
                  autoComplete="off"
                  fill
                  value={form.values.voiceKey}
                  onValueChange={(v) => form.setField('voiceKey', v)}
                />
              </FormGroup>
              <TextField
                label={t('dialog.voiceRegion')}
                name="voiceRegion"
                value={form.values.voiceRegion}
                onChange={(v) => form.setField('voiceRegion', v)}
              />
            </div>
          )}
          <div className="pr-row">
            {number('temperature', t('dialog.temperature'), 0.1)}
            {number('maxTokens', t('dialog.maxTokens'))}
            {number('maxMessages', t('dialog.maxMessages'))}
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
                data-testid="save-prompt"
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
