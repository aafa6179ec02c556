import { Button, Card, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ActionParams } from './ActionParams';
import { kindLabel, type ActionChoices, type TicketAction } from './ticket-action';

interface TicketActionsEditorProps<A extends TicketAction> {
  /** the list's label, in the screen's words ("Ações, na ordem em que são aplicadas") */
  label: string;
  actions: A[];
  onChange: (actions: A[]) => void;
  choices: ActionChoices;
  /** the form's errors: `actions` itself, and the server's `actions.<i>.kind` / `actions.<i>.params.<name>` */
  errors: Record<string, string | undefined>;
  /** names the test ids: `<testId>-action-<i>`, `<testId>-add-action` */
  testId: string;
}

/**
 * A list of ticket actions in the order they run (a macro's, an automation rule's): pick a kind, fill its params,
 * move or remove it, add another. The kinds and their labels come from the server's actions registry.
 */
export function TicketActionsEditor<A extends TicketAction>(props: TicketActionsEditorProps<A>) {
  const { label, actions, onChange, choices, errors, testId } = props;
  const { t, i18n } = useTranslation('kit');
  const replace = (i: number, action: A) => onChange(actions.map((a, j) => (j === i ? action : a)));
  const move = (i: number, by: number) => {
    const next = [...actions];
    const [taken] = next.splice(i, 1);
    next.splice(i + by, 0, taken!);
    onChange(next);
  };
  const fresh = (kind: string) => ({ kind, params: {} }) as A;
  return (
    <FormGroup
      label={label}
      intent={errors.actions ? 'danger' : 'none'}
      helperText={errors.actions}
      className="kit-actions"
    >
      {actions.map((action, i) => (
        <Card key={i} className="kit-action" compact data-testid={`${testId}-action-${i}`}>
          <div className="kit-action__head">
            <span className="kit-action__number">{i + 1}</span>
            <HTMLSelect
              value={action.kind}
              onChange={(e) => replace(i, fresh(e.currentTarget.value))}
              data-testid={`${testId}-action-${i}-kind`}
            >
              {choices.kinds.map((k) => (
                <option key={k.kind} value={k.kind}>
                  {kindLabel(choices.kinds, k.kind, i18n.language)}
                </option>
              ))}
            </HTMLSelect>
            <span className="kit-action__tools">
              <Button
                variant="minimal"
                size="small"
                icon="arrow-up"
                disabled={i === 0}
                aria-label={t('ticketActions.up')}
                onClick={() => move(i, -1)}
              />
              <Button
                variant="minimal"
                size="small"
                icon="arrow-down"
                disabled={i === actions.length - 1}
                aria-label={t('ticketActions.down')}
                onClick={() => move(i, 1)}
              />
              <Button
                variant="minimal"
                size="small"
                icon="cross"
                intent="danger"
                aria-label={t('ticketActions.remove')}
                onClick={() => onChange(actions.filter((_, j) => j !== i))}
                data-testid={`${testId}-action-${i}-remove`}
              />
            </span>
          </div>
          {errors[`actions.${i}.kind`] && (
            <div className="kit-action__error">{errors[`actions.${i}.kind`]}</div>
          )}
          <ActionParams
            action={action}
            index={i}
            choices={choices}
            testId={testId}
            onChange={(params) => replace(i, { ...action, params })}
            errorOf={(name) => errors[name ? `actions.${i}.params.${name}` : `actions.${i}.params`]}
          />
        </Card>
      ))}
      <Button
        icon="add"
        text={t('ticketActions.add')}
        disabled={!choices.kinds.length}
        onClick={() => onChange([...actions, fresh(choices.kinds[0]!.kind)])}
        data-testid={`${testId}-add-action`}
      />
    </FormGroup>
  );
}
