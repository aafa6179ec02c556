import { useTranslation } from 'react-i18next';
import {
  maxLength,
  nonEmpty,
  RecordDialog,
  TicketActionsEditor,
  required,
  upsert,
  type ResourceDialogProps,
} from '@balcao/kit';
import { createRule, updateRule, type Rule, type RuleInput } from '../api';
import { labelIn, useChoices } from '../useChoices';
import { ConditionListEditor } from './ConditionListEditor';

/** Add or change a rule: its name, the event that starts it, its conditions and its actions in order. */
export function RuleDialog(props: ResourceDialogProps<Rule>) {
  const { t, i18n } = useTranslation('automations');
  const choices = useChoices(props.isOpen);
  const initial: RuleInput = {
    name: '',
    enabled: true,
    event: 'message.received',
    idleMinutes: null,
    conditions: [],
    actions: [],
  };
  return (
    <RecordDialog<RuleInput, Rule>
      {...props}
      icon="flows"
      initial={initial}
      save={upsert(createRule, updateRule, (values: RuleInput) => ({
        ...values,
        name: values.name.trim(),
        idleMinutes: values.event === 'ticket.idle' ? values.idleMinutes : null,
      }))}
      rules={{ actions: [nonEmpty(t('editor.atLeastOne'))] }}
      fields={[
        { name: 'name', label: t('form.name'), rules: [required(), maxLength(100)] },
        { name: 'enabled', label: t('form.enabled'), kind: 'switch' },
        {
          name: 'event',
          label: t('form.event'),
          kind: 'select',
          options: choices.catalog.events.map((e) => ({
            value: e.event,
            label: labelIn(e.labels, e.event, i18n.language),
          })),
        },
        {
          name: 'idleMinutes',
          label: t('form.idleMinutes'),
          kind: 'number',
          min: 1,
          max: 10080,
          show: (v) => v.event === 'ticket.idle',
        },
        {
          kind: 'custom',
          key: 'conditions',
          render: (form) => (
            <ConditionListEditor
              event={form.values.event}
              conditions={form.values.conditions}
              onChange={(conditions) => form.setField('conditions', conditions)}
              choices={choices}
              errors={form.errors as Record<string, string | undefined>}
            />
          ),
        },
        {
          kind: 'custom',
          key: 'actions',
          render: (form) => (
            <TicketActionsEditor
              label={t('editor.actions')}
              actions={form.values.actions}
              onChange={(actions) => form.setField('actions', actions)}
              choices={{ ...choices, kinds: choices.catalog.actions }}
              errors={form.errors as Record<string, string | undefined>}
              testId="rule"
            />
          ),
        },
      ]}
    />
  );
}
