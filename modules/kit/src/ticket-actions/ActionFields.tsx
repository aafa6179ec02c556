import { FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ActionChoices, ActionField, TicketAction } from './ticket-action';

interface ActionFieldsProps {
  action: TicketAction;
  fields: ActionField[];
  index: number;
  choices: ActionChoices;
  onChange: (params: Record<string, unknown>) => void;
  errorOf: (param: string) => string | undefined;
  testId: string;
}

type Labels = ActionField['labels'];
const inLanguage = (labels: Labels | undefined, language: string) =>
  labels ? (labels[language.slice(0, 2) as keyof Labels] ?? labels.pt) : undefined;

/**
 * The params of a kind that says how to draw them (its registry `fields`): a plugin's action gets a form in every
 * editor of actions (macros, automation rules) without the editor knowing the kind. Test ids are
 * `<testId>-action-<i>-<param>`.
 */
export function ActionFields({
  action,
  fields,
  index,
  choices,
  onChange,
  errorOf,
  testId,
}: ActionFieldsProps) {
  const { t, i18n } = useTranslation('kit');
  const set = (field: ActionField, value: unknown) => {
    const next = { ...action.params, [field.name]: value };
    const empty = value === '' || value == null || (Array.isArray(value) && !value.length);
    if (empty && field.optional) delete next[field.name];
    onChange(next);
  };
  return (
    <>
      {fields.map((field) => {
        const id = `${testId}-action-${index}-${field.name}`;
        const value = action.params[field.name];
        const error = errorOf(field.name);
        const group = {
          label: inLanguage(field.labels, i18n.language),
          intent: error ? ('danger' as const) : ('none' as const),
          helperText: error ?? inLanguage(field.help, i18n.language),
        };
        const named = { queue: choices.queues, user: choices.users, tag: choices.tags } as const;
        switch (field.kind) {
          case 'queue':
          case 'user':
          case 'tag':
            return (
              <FormGroup key={field.name} {...group}>
                <HTMLSelect
                  fill
                  value={String(value ?? '')}
                  onChange={(e) => set(field, e.currentTarget.value ? Number(e.currentTarget.value) : null)}
                  data-testid={id}
                >
                  <option value="">
                    {inLanguage(field.empty, i18n.language) ?? t('ticketActions.choose')}
                  </option>
                  {named[field.kind].map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
            );
          case 'choice':
            return (
              <FormGroup key={field.name} {...group}>
                <HTMLSelect
                  fill
                  value={String(value ?? field.options?.[0]?.value ?? '')}
                  onChange={(e) => set(field, e.currentTarget.value)}
                  data-testid={id}
                >
                  {(field.options ?? []).map((o) => (
                    <option key={o.value} value={o.value}>
                      {inLanguage(o.labels, i18n.language) ?? o.value}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
            );
          case 'longText':
          case 'textList':
            return (
              <FormGroup key={field.name} {...group}>
                <TextArea
                  fill
                  rows={field.kind === 'textList' ? 3 : 4}
                  value={Array.isArray(value) ? value.join('\n') : String(value ?? '')}
                  // a list is one line per item; the server drops empty lines
                  onChange={(e) =>
                    set(
                      field,
                      field.kind === 'textList' ? e.currentTarget.value.split('\n') : e.currentTarget.value,
                    )
                  }
                  data-testid={id}
                />
              </FormGroup>
            );
          default:
            return (
              <FormGroup key={field.name} {...group}>
                <InputGroup
                  fill
                  value={String(value ?? '')}
                  placeholder={field.kind === 'url' ? 'https://' : undefined}
                  onValueChange={(v) => set(field, v)}
                  data-testid={id}
                />
              </FormGroup>
            );
        }
      })}
    </>
  );
}
