import { Checkbox, DialogBody, FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  maxLength,
  minLength,
  required,
  TextField,
  toastSuccess,
  useForm,
  useSession,
  Dialog,
  SaveFooter,
} from '@balcao/kit';
import { listPrompts, listQueues, type Connection, type ConnectionInput, type QueueRef } from '../api';
import { saveConnectionFx } from '../model';
import { ProviderChoice } from './ProviderChoice';

interface Values {
  name: string;
  isDefault: boolean;
  provider: string;
  greetingMessage: string;
  complationMessage: string;
  outOfHoursMessage: string;
  ratingMessage: string;
  ratingFollowUp: string;
  queueIds: number[];
  promptId: string;
  sendIdQueue: string;
  timeSendQueue: string;
  expiresTicket: string;
  expiresInactiveMessage: string;
  timeUseBotQueues: string;
  maxUseBotQueues: string;
}

const EMPTY: Values = {
  name: '',
  isDefault: false,
  provider: 'beta',
  greetingMessage: '',
  complationMessage: '',
  outOfHoursMessage: '',
  ratingMessage: '',
  ratingFollowUp: '',
  queueIds: [],
  promptId: '',
  sendIdQueue: '',
  timeSendQueue: '0',
  expiresTicket: '0',
  expiresInactiveMessage: '',
  timeUseBotQueues: '0',
  maxUseBotQueues: '3',
};

const fromConnection = (c: Connection): Values => ({
  name: c.name,
  isDefault: c.isDefault,
  provider: c.provider,
  greetingMessage: c.greetingMessage ?? '',
  complationMessage: c.complationMessage ?? '',
  outOfHoursMessage: c.outOfHoursMessage ?? '',
  ratingMessage: c.ratingMessage ?? '',
  ratingFollowUp: c.ratingFollowUp ?? '',
  queueIds: c.queues.map((q) => q.id),
  promptId: c.promptId ? String(c.promptId) : '',
  sendIdQueue: c.sendIdQueue ? String(c.sendIdQueue) : '',
  timeSendQueue: String(c.timeSendQueue ?? 0),
  expiresTicket: String(c.expiresTicket ?? 0),
  expiresInactiveMessage: c.expiresInactiveMessage ?? '',
  timeUseBotQueues: String(c.timeUseBotQueues ?? 0),
  maxUseBotQueues: String(c.maxUseBotQueues ?? 3),
});

/** Only the super user sets the bot's messages, queues, prompt, redirection and timings (spec §6). */
function toInput(v: Values, isSuper: boolean): ConnectionInput {
  const base: ConnectionInput = { name: v.name.trim(), isDefault: v.isDefault, provider: v.provider };
  if (!isSuper) return base;
  const int = (s: string) => Number.parseInt(s, 10) || 0;
  return {
    ...base,
    greetingMessage: v.greetingMessage,
    complationMessage: v.complationMessage,
    outOfHoursMessage: v.outOfHoursMessage,
    ratingMessage: v.ratingMessage,
    ratingFollowUp: v.ratingFollowUp,
    queueIds: v.queueIds,
    promptId: v.promptId ? int(v.promptId) : null,
    sendIdQueue: v.sendIdQueue ? int(v.sendIdQueue) : null,
    timeSendQueue: int(v.timeSendQueue),
    expiresTicket: int(v.expiresTicket),
    expiresInactiveMessage: v.expiresInactiveMessage,
    timeUseBotQueues: int(v.timeUseBotQueues),
    maxUseBotQueues: int(v.maxUseBotQueues),
  };
}

/** Add or edit a connection (spec §2 Dialogs: connection add/edit). */
export function ConnectionDialog({
  isOpen,
  editing,
  onClose,
}: {
  isOpen: boolean;
  editing: Connection | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('connections');
  const { isSuper } = useSession();
  const [queues, setQueues] = useState<QueueRef[]>([]);
  const [prompts, setPrompts] = useState<Array<{ id: number; name: string }>>([]);
  const form = useForm<Values>(EMPTY, { name: [required(), minLength(2), maxLength(50)] }, async (values) => {
    await saveConnectionFx({ id: editing?.id, data: toInput(values, isSuper) });
    toastSuccess(t('kit:toasts.saved'));
    onClose();
  });
  const { setValues } = form;

  useEffect(() => {
    if (!isOpen) return;
    setValues(editing ? fromConnection(editing) : EMPTY);
    if (isSuper) {
      void listQueues().then(setQueues);
      void listPrompts().then(setPrompts);
    }
  }, [isOpen, editing, isSuper, setValues]);

  const v = form.values;
  const text = (name: keyof Values, multiline = false) => (
    <TextField
      label={t(`form.${name}`)}
      name={name}
      multiline={multiline}
      value={String(v[name])}
      error={form.errors[name]}
      onChange={(value) => form.setField(name, value as never)}
    />
  );
  const toggleQueue = (id: number) =>
    form.setField(
      'queueIds',
      v.queueIds.includes(id) ? v.queueIds.filter((q) => q !== id) : [...v.queueIds, id],
    );

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t(editing ? 'form.editTitle' : 'form.addTitle')}
      style={{ width: 640 }}
    >
      <form noValidate onSubmit={(e) => void form.handleSubmit(e)} data-testid="connection-form">
        <DialogBody>
          <div className="kit-form-grid">
            {text('name')}
            <ProviderChoice value={v.provider} onChange={(kind) => form.setField('provider', kind)} />
          </div>
          <Switch
            label={t('form.isDefault')}
            checked={v.isDefault}
            onChange={(e) => form.setField('isDefault', e.currentTarget.checked)}
          />
          {editing && (
            <FormGroup label={t('form.token')} labelFor="field-token" helperText={t('form.tokenHelp')}>
              <InputGroup id="field-token" readOnly value={editing.token} />
            </FormGroup>
          )}
          {isSuper && (
            <div data-testid="super-fields">
              {text('greetingMessage', true)}
              {text('complationMessage', true)}
              {text('outOfHoursMessage', true)}
              {text('ratingMessage', true)}
              {text('ratingFollowUp', true)}
              <FormGroup label={t('form.queues')}>
                {queues.length === 0 && <span className="bp6-text-muted">{t('form.noQueues')}</span>}
                {queues.map((q) => (
                  <Checkbox
                    key={q.id}
                    inline
                    label={q.name}
                    checked={v.queueIds.includes(q.id)}
                    onChange={() => toggleQueue(q.id)}
                  />
                ))}
              </FormGroup>
              <div className="kit-form-grid">
                <FormGroup label={t('form.promptId')} labelFor="field-promptId">
                  <HTMLSelect
                    id="field-promptId"
                    fill
                    value={v.promptId}
                    onChange={(e) => form.setField('promptId', e.target.value)}
                  >
                    <option value="">{t('form.none')}</option>
                    {prompts.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name}
                      </option>
                    ))}
                  </HTMLSelect>
                </FormGroup>
                <FormGroup label={t('form.sendIdQueue')} labelFor="field-sendIdQueue">
                  <HTMLSelect
                    id="field-sendIdQueue"
                    fill
                    value={v.sendIdQueue}
                    onChange={(e) => form.setField('sendIdQueue', e.target.value)}
                  >
                    <option value="">{t('form.none')}</option>
                    {queues.map((q) => (
                      <option key={q.id} value={q.id}>
                        {q.name}
                      </option>
                    ))}
                  </HTMLSelect>
                </FormGroup>
                {text('timeSendQueue')}
                {text('expiresTicket')}
                {text('timeUseBotQueues')}
                {text('maxUseBotQueues')}
              </div>
              {text('expiresInactiveMessage', true)}
            </div>
          )}
        </DialogBody>
        <SaveFooter onCancel={onClose} submitting={form.submitting} />
      </form>
    </Dialog>
  );
}
