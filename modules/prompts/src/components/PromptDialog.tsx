import { useTranslation } from 'react-i18next';
import {
  formValues,
  RecordDialog,
  required,
  upsert,
  useListsOnOpen,
  type ResourceDialogProps,
} from '@balcao/kit';
import { createPrompt, fetchQueues, updatePrompt, VOICES, type Prompt, type QueueOption } from '../api';

// spec §9's defaults
const EMPTY = {
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
type Values = typeof EMPTY;

/**
 * Spec §3's prompt fields. The API key shows the server's mask: sent back untouched it means "unchanged". The
 * voice's key and region show only for a voice.
 */
export function PromptDialog(props: ResourceDialogProps<Prompt>) {
  const { t } = useTranslation('prompts');
  const none: QueueOption[] = [];
  const queues = useListsOnOpen(props.isOpen, fetchQueues, none, { onError: () => {}, fallback: none });
  const voiced = (v: Values) => v.voice !== 'texto';
  const filled = [required<Values>(t('validation.required'))];

  return (
    <RecordDialog<Values, Prompt>
      {...props}
      icon="predictive-analysis"
      submitTestId="save-prompt"
      initial={EMPTY}
      fromRecord={(p) => formValues(EMPTY, p)}
      save={upsert(createPrompt, updatePrompt, (v: Values) => ({
        ...v,
        name: v.name.trim(),
        queueId: Number(v.queueId),
        voiceKey: voiced(v) ? v.voiceKey : '',
        voiceRegion: voiced(v) ? v.voiceRegion : '',
      }))}
      savedText={t('saved')}
      fields={[
        { name: 'name', label: t('dialog.name'), rules: filled },
        { kind: 'password', name: 'apiKey', label: t('dialog.apiKey'), rules: filled },
        { kind: 'textarea', name: 'prompt', label: t('dialog.prompt'), rules: filled },
        {
          kind: 'row',
          className: 'pr-row pr-row-2',
          fields: [
            {
              kind: 'select',
              name: 'queueId',
              label: t('dialog.queue'),
              rules: [required(t('validation.queue'))],
              options: [
                { value: '', label: t('dialog.chooseQueue') },
                ...queues.map((q) => ({ value: String(q.id), label: q.name })),
              ],
            },
            {
              kind: 'select',
              name: 'voice',
              label: t('dialog.voice'),
              options: [
                { value: 'texto', label: t('dialog.text') },
                ...VOICES.map((v) => ({ value: v, label: v.replace(/^pt-BR-|Neural$/g, '') })),
              ],
            },
          ],
        },
        {
          kind: 'row',
          className: 'pr-row pr-row-2',
          show: voiced,
          fields: [
            { kind: 'password', name: 'voiceKey', label: t('dialog.voiceKey') },
            { name: 'voiceRegion', label: t('dialog.voiceRegion') },
          ],
        },
        {
          kind: 'row',
          className: 'pr-row',
          fields: [
            {
              kind: 'number',
              name: 'temperature',
              label: t('dialog.temperature'),
              min: 0,
              max: 2,
              step: 0.1,
              minorStep: 0.1,
            },
            { kind: 'number', name: 'maxTokens', label: t('dialog.maxTokens'), min: 1, minorStep: null },
            { kind: 'number', name: 'maxMessages', label: t('dialog.maxMessages'), min: 1, minorStep: null },
          ],
        },
      ]}
    />
  );
}
