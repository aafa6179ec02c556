import { FormGroup, TextArea } from '@blueprintjs/core';
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
 * The params of one action, drawn from the fields its kind declares on the server (every kind of the tickets,
 * tags and the plugins that add actions); a kind that declares none is edited as JSON.
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
