import { Button, Card, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { RuleAction } from '../api';
import { labelIn, type Choices } from '../useChoices';
import { ActionParams } from './ActionParams';

interface ActionListEditorProps {
  actions: RuleAction[];
  onChange: (actions: RuleAction[]) => void;
  choices: Choices;
  /** the form's errors: `actions` itself, and the server's `actions.<i>.kind` / `actions.<i>.params.<name>` */
  errors: Record<string, string | undefined>;
}

/** The rule's actions in the order they run: pick a kind, fill its params, move or remove it, add another. */
export function ActionListEditor({ actions, onChange, choices, errors }: ActionListEditorProps) {
  const { t, i18n } = useTranslation('automations');
  const replace = (i: number, action: RuleAction) => onChange(actions.map((a, j) => (j === i ? action : a)));
  const move = (i: number, by: number) => {
    const next = [...actions];
    const [taken] = next.splice(i, 1);
    next.splice(i + by, 0, taken!);
    onChange(next);
  };
  return (
    <FormGroup
      label={t('editor.actions')}
      intent={errors.actions ? 'danger' : 'none'}
      helperText={errors.actions}
      className="au-actions"
    >
      {actions.map((action, i) => (
        <Card key={i} className="au-action" compact data-testid={`rule-action-${i}`}>
          <div className="au-action-head">
            <span className="au-action-number">{i + 1}</span>
            <HTMLSelect
              value={action.kind}
              onChange={(e) => replace(i, { kind: e.currentTarget.value, params: {} })}
              data-testid={`rule-action-${i}-kind`}
            >
              {choices.catalog.actions.map((k) => (
                <option key={k.kind} value={k.kind}>
                  {labelIn(k.labels, k.kind, i18n.language)}
                </option>
              ))}
            </HTMLSelect>
            <span className="au-action-tools">
              <Button
                variant="minimal"
                size="small"
                icon="arrow-up"
                disabled={i === 0}
                aria-label={t('editor.up')}
                onClick={() => move(i, -1)}
              />
              <Button
                variant="minimal"
                size="small"
                icon="arrow-down"
                disabled={i === actions.length - 1}
                aria-label={t('editor.down')}
                onClick={() => move(i, 1)}
              />
              <Button
                variant="minimal"
                size="small"
                icon="cross"
                intent="danger"
                aria-label={t('editor.remove')}
                onClick={() => onChange(actions.filter((_, j) => j !== i))}
                data-testid={`rule-action-${i}-remove`}
              />
            </span>
          </div>
          {errors[`actions.${i}.kind`] && <div className="au-error">{errors[`actions.${i}.kind`]}</div>}
          <ActionParams
            action={action}
            index={i}
            choices={choices}
            onChange={(params) => replace(i, { ...action, params })}
            errorOf={(name) => errors[name ? `actions.${i}.params.${name}` : `actions.${i}.params`]}
          />
        </Card>
      ))}
      <Button
        icon="add"
        text={t('editor.add')}
        disabled={!choices.catalog.actions.length}
        onClick={() => onChange([...actions, { kind: choices.catalog.actions[0]!.kind, params: {} }])}
        data-testid="rule-add-action"
      />
    </FormGroup>
  );
}
