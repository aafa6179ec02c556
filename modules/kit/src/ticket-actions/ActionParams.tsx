import { FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ActionFields } from './ActionFields';
import type { ActionChoices, TicketAction } from './ticket-action';

interface ActionParamsProps {
  action: TicketAction;
  index: number;
  choices: ActionChoices;
  onChange: (params: Record<string, unknown>) => void;
  /** the server's complaint about one of its params (`actions.<i>.params.<name>`; '' for the params as a whole) */
  errorOf: (param: string) => string | undefined;
  testId: string;
}

/**
 * The params of one action: drawn from the kind's fields when the server gives them (a plugin's kind: the
 * webhook, a template, auto-assignment), else the form for the tickets' and tags' own kinds: a picker for a
 * queue, a user or a tag, a text for a note or a reply.
 */
export function ActionParams({ action, index, choices, onChange, errorOf, testId }: ActionParamsProps) {
  const { t } = useTranslation('kit');
  const fields = choices.kinds.find((k) => k.kind === action.kind)?.fields;
  if (fields)
    return (
      <ActionFields
        action={action}
        fields={fields}
        index={index}
        choices={choices}
        onChange={onChange}
        errorOf={errorOf}
        testId={testId}
      />
    );
  const set = (name: string, value: unknown) => onChange({ ...action.params, [name]: value });
  const field = (name: string) => ({
    intent: errorOf(name) ? ('danger' as const) : ('none' as const),
    helperText: errorOf(name),
  });
  const picker = (name: string, label: string, options: ActionChoices['tags'], optional = false) => (
    <FormGroup label={label} {...field(name)}>
      <HTMLSelect
        fill
        value={String(action.params[name] ?? '')}
        onChange={(e) =>
          set(name, e.currentTarget.value ? Number(e.currentTarget.value) : optional ? null : '')
        }
        data-testid={`${testId}-action-${index}-${name}`}
      >
        <option value="">{optional ? t('ticketActions.nobody') : t('ticketActions.choose')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
  const text = (name: string, label: string) => (
    <FormGroup label={label} {...field(name)}>
      <TextArea
        fill
        rows={2}
        value={String(action.params[name] ?? '')}
        onChange={(e) => set(name, e.currentTarget.value)}
        data-testid={`${testId}-action-${index}-${name}`}
      />
    </FormGroup>
  );
  switch (action.kind) {
    case 'tag.add':
    case 'tag.remove':
      return picker('tagId', t('ticketActions.tag'), choices.tags);
    case 'ticket.assign':
      return picker('userId', t('ticketActions.user'), choices.users);
    case 'ticket.transfer':
      return (
        <>
          {picker('queueId', t('ticketActions.queue'), choices.queues)}
          {picker('userId', t('ticketActions.transferUser'), choices.users, true)}
        </>
      );
    case 'ticket.note':
      return text('note', t('ticketActions.note'));
    case 'ticket.send':
      return text('body', t('ticketActions.body'));
    case 'ticket.close':
      return null;
    default:
      // a kind another plugin registered, which this editor has no form for: its params as JSON
      return (
        <FormGroup label={t('ticketActions.params')} helperText={errorOf('')}>
          <TextArea
            fill
            rows={2}
            defaultValue={JSON.stringify(action.params)}
            onBlur={(e) => {
              try {
                onChange(JSON.parse(e.currentTarget.value) as Record<string, unknown>);
              } catch {
                /* left as it was until it parses */
              }
            }}
          />
        </FormGroup>
      );
  }
}
