import { Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  maxLength,
  minLength,
  RecordDialog,
  required,
  useListsOnOpen,
  useSession,
  type FieldSpec,
  type FormState,
  type ResourceDialogProps,
  type Rule,
} from '@balcao/kit';
import {
  listPrompts,
  listProviderFields,
  listQueues,
  type Connection,
  type ConnectionInput,
  type ProviderField,
  type QueueRef,
} from '../api';
import { saveConnectionFx } from '../model';
import { ProviderChoice } from './ProviderChoice';
import { ProviderFields } from './ProviderFields';

/** the bot's texts and counts, set by the super user only (spec §6); the counts as a new connection has them */
const MESSAGES = [
  'greetingMessage',
  'complationMessage',
  'outOfHoursMessage',
  'ratingMessage',
  'ratingFollowUp',
  'expiresInactiveMessage',
] as const;
const COUNTS = { timeSendQueue: 0, expiresTicket: 0, timeUseBotQueues: 0, maxUseBotQueues: 3 };
const COUNT_KEYS = Object.keys(COUNTS) as (keyof typeof COUNTS)[];
const each = <K extends string, T>(keys: readonly K[], value: (key: K) => T) =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, T>;

const EMPTY = {
  name: '',
  isDefault: false,
  provider: 'beta',
  queueIds: [] as number[],
  promptId: '',
  sendIdQueue: '',
  /** the values of the fields providers declared (the secrets as the server masked them) */
  providerFields: {} as Record<string, string>,
  ...each(MESSAGES, () => ''),
  ...each(COUNT_KEYS, (key) => String(COUNTS[key])),
};
type Values = typeof EMPTY;

const fromConnection = (c: Connection): Values => ({
  name: c.name,
  isDefault: c.isDefault,
  provider: c.provider,
  queueIds: c.queues.map((q) => q.id),
  promptId: c.promptId ? String(c.promptId) : '',
  sendIdQueue: c.sendIdQueue ? String(c.sendIdQueue) : '',
  ...each(MESSAGES, (key) => c[key] ?? ''),
  ...each(COUNT_KEYS, (key) => String(c[key] ?? COUNTS[key])),
  // every string the connection carries: the chosen provider's fields are picked from it when sent
  providerFields: Object.fromEntries(
    Object.entries(c).filter((e): e is [string, string] => typeof e[1] === 'string'),
  ),
});

/**
 * Only the super user sets the bot's messages, queues, prompt, redirection and timings (spec §6); the chosen
 * provider's own fields (credentials) are anyone's who may edit the connection.
 */
function toInput(v: Values, isSuper: boolean, providerFields: ProviderField[]): ConnectionInput {
  const own = providerFields.filter((f) => f.provider === v.provider);
  const base: ConnectionInput = {
    name: v.name.trim(),
    isDefault: v.isDefault,
    provider: v.provider,
    ...Object.fromEntries(own.map((f) => [f.key, v.providerFields[f.key] ?? ''])),
  };
  if (!isSuper) return base;
  const int = (s: string) => Number.parseInt(s, 10) || 0;
  return {
    ...base,
    ...each(MESSAGES, (key) => v[key]),
    ...each(COUNT_KEYS, (key) => int(v[key])),
    queueIds: v.queueIds,
    promptId: v.promptId ? int(v.promptId) : null,
    sendIdQueue: v.sendIdQueue ? int(v.sendIdQueue) : null,
  };
}

/** Add or edit a connection (spec §2 Dialogs: connection add/edit); the connections' store takes the saved row. */
export function ConnectionDialog(props: ResourceDialogProps<Connection>) {
  const { isOpen, editing } = props;
  const { t } = useTranslation('connections');
  const { isSuper } = useSession();
  const providerFields = useListsOnOpen(isOpen, listProviderFields, [], { onError: () => undefined });
  const [queues, prompts] = useListsOnOpen(
    isOpen && isSuper,
    () => Promise.all([listQueues(), listPrompts()]),
    [[], []],
  );
  const text = (name: keyof Values, multiline = false, rules?: Rule<Values>[]): FieldSpec<Values> => ({
    name,
    label: t(`form.${name}`),
    kind: multiline ? 'textarea' : 'text',
    rules,
  });
  const none = { value: '', label: t('form.none') };
  const fields: FieldSpec<Values>[] = [
    {
      kind: 'row',
      className: 'kit-form-grid',
      fields: [
        text('name', false, [required(), minLength(2), maxLength(50)]),
        {
          kind: 'custom',
          key: 'provider',
          render: (form) => (
            <ProviderChoice
              value={form.values.provider}
              onChange={(kind) => form.setField('provider', kind)}
            />
          ),
        },
      ],
    },
    {
      kind: 'custom',
      key: 'providerFields',
      render: (form) => (
        <ProviderFields
          fields={providerFields.filter((f) => f.provider === form.values.provider)}
          values={form.values.providerFields}
          connectionId={editing?.id ?? null}
          onChange={(key, value) =>
            form.setField('providerFields', { ...form.values.providerFields, [key]: value })
          }
        />
      ),
    },
    { kind: 'switch', name: 'isDefault', label: t('form.isDefault') },
    {
      kind: 'custom',
      key: 'token',
      render: () =>
        editing && (
          <FormGroup label={t('form.token')} labelFor="field-token" helperText={t('form.tokenHelp')}>
            <InputGroup id="field-token" readOnly value={editing.token} />
          </FormGroup>
        ),
    },
    {
      kind: 'row',
      testId: 'super-fields',
      show: () => isSuper,
      fields: [
        text('greetingMessage', true),
        text('complationMessage', true),
        text('outOfHoursMessage', true),
        text('ratingMessage', true),
        text('ratingFollowUp', true),
        { kind: 'custom', key: 'queues', render: (form) => <QueueChecks form={form} queues={queues} /> },
        {
          kind: 'row',
          className: 'kit-form-grid',
          fields: [
            {
              kind: 'select',
              name: 'promptId',
              label: t('form.promptId'),
              options: [none, ...prompts.map((p) => ({ value: String(p.id), label: p.name }))],
            },
            {
              kind: 'select',
              name: 'sendIdQueue',
              label: t('form.sendIdQueue'),
              options: [none, ...queues.map((q) => ({ value: String(q.id), label: q.name }))],
            },
            text('timeSendQueue'),
            text('expiresTicket'),
            text('timeUseBotQueues'),
            text('maxUseBotQueues'),
          ],
        },
        text('expiresInactiveMessage', true),
      ],
    },
  ];

  return (
    <RecordDialog<Values, Connection>
      {...props}
      style={{ width: 640 }}
      autoFocus={false}
      initial={EMPTY}
      fromRecord={fromConnection}
      fields={fields}
      save={(values, id) =>
        saveConnectionFx({ id: id ?? undefined, data: toInput(values, isSuper, providerFields) })
      }
    />
  );
}

/** The queues the connection's bot offers, ticked. */
function QueueChecks({ form, queues }: { form: FormState<Values>; queues: QueueRef[] }) {
  const { t } = useTranslation('connections');
  const ids = form.values.queueIds;
  const toggle = (id: number) =>
    form.setField('queueIds', ids.includes(id) ? ids.filter((q) => q !== id) : [...ids, id]);
  return (
    <FormGroup label={t('form.queues')}>
      {queues.length === 0 && <span className="bp6-text-muted">{t('form.noQueues')}</span>}
      {queues.map((q) => (
        <Checkbox
          key={q.id}
          inline
          label={q.name}
          checked={ids.includes(q.id)}
          onChange={() => toggle(q.id)}
        />
      ))}
    </FormGroup>
  );
}
