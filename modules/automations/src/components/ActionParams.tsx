import { FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { RuleAction, Named } from '../api';
import type { Choices } from '../useChoices';

interface ActionParamsProps {
  action: RuleAction;
  index: number;
  choices: Choices;
  onChange: (params: Record<string, unknown>) => void;
  /** the server's complaint about one of its params (`actions.<i>.params.<name>`) */
  errorOf: (param: string) => string | undefined;
}

/** The params of one action: a picker for a queue, a user or a tag, a text for a note or a reply. */
export function ActionParams({ action, index, choices, onChange, errorOf }: ActionParamsProps) {
  const { t } = useTranslation('automations');
  const set = (name: string, value: unknown) => onChange({ ...action.params, [name]: value });
  const picker = (name: string, label: string, options: Named[], optional = false) => (
    <FormGroup label={label} intent={errorOf(name) ? 'danger' : 'none'} helperText={errorOf(name)}>
      <HTMLSelect
        fill
        value={String(action.params[name] ?? '')}
        onChange={(e) =>
          set(name, e.currentTarget.value ? Number(e.currentTarget.value) : optional ? null : '')
        }
        data-testid={`rule-action-${index}-${name}`}
      >
        <option value="">{optional ? t('editor.nobody') : t('editor.choose')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
  const text = (name: string, label: string) => (
    <FormGroup label={label} intent={errorOf(name) ? 'danger' : 'none'} helperText={errorOf(name)}>
      <TextArea
        fill
        rows={2}
        value={String(action.params[name] ?? '')}
        onChange={(e) => set(name, e.currentTarget.value)}
        data-testid={`rule-action-${index}-${name}`}
      />
    </FormGroup>
  );
  switch (action.kind) {
    case 'tag.add':
    case 'tag.remove':
      return picker('tagId', t('editor.tag'), choices.tags);
    case 'ticket.assign':
      return picker('userId', t('editor.user'), choices.users);
    case 'ticket.transfer':
      return (
        <>
          {picker('queueId', t('editor.queue'), choices.queues)}
          {picker('userId', t('editor.transferUser'), choices.users, true)}
        </>
      );
    case 'ticket.note':
      return text('note', t('editor.note'));
    case 'ticket.send':
      return text('body', t('editor.body'));
    case 'ticket.close':
      return null;
    case 'webhook.call':
      return (
        <FormGroup
          label={t('editor.url')}
          intent={errorOf('url') ? 'danger' : 'none'}
          helperText={errorOf('url')}
        >
          <InputGroup
            fill
            value={String(action.params.url ?? '')}
            placeholder="https://"
            onValueChange={(url) => set('url', url)}
            data-testid={`rule-action-${index}-url`}
          />
        </FormGroup>
      );
    default:
      // a kind another plugin registered, which this editor has no form for: its params as JSON
      return (
        <FormGroup label={t('editor.params')} helperText={errorOf('')}>
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
