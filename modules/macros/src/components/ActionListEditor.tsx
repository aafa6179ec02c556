import { Button, Card, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MacroAction } from '../api';
import { kindLabel, type ActionChoices } from '../useActionChoices';
import { ActionParams } from './ActionParams';

interface ActionListEditorProps {
  actions: MacroAction[];
  onChange: (actions: MacroAction[]) => void;
  choices: ActionChoices;
  /** the form's errors: `actions` itself, and the server's `actions.<i>.kind` / `actions.<i>.params.<name>` */
  errors: Record<string, string | undefined>;
}

/** The macro's actions in the order they run: pick a kind, fill its params, move or remove it, add another. */
export function ActionListEditor({ actions, onChange, choices, errors }: ActionListEditorProps) {
  const { t, i18n } = useTranslation('macros');
  const replace = (i: number, action: MacroAction) => onChange(actions.map((a, j) => (j === i ? action : a)));
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
      className="mc-actions"
    >
      {actions.map((action, i) => (
        <Card key={i} className="mc-action" compact data-testid={`macro-action-${i}`}>
          <div className="mc-action-head">
            <span className="mc-action-number">{i + 1}</span>
            <HTMLSelect
              value={action.kind}
              onChange={(e) => replace(i, { kind: e.currentTarget.value, params: {} })}
              data-testid={`macro-action-${i}-kind`}
            >
              {choices.kinds.map((k) => (
                <option key={k.kind} value={k.kind}>
                  {kindLabel(choices.kinds, k.kind, i18n.language)}
                </option>
              ))}
            </HTMLSelect>
            <span className="mc-action-tools">
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
                data-testid={`macro-action-${i}-remove`}
              />
            </span>
          </div>
          {errors[`actions.${i}.kind`] && <div className="mc-error">{errors[`actions.${i}.kind`]}</div>}
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
        disabled={!choices.kinds.length}
        onClick={() => onChange([...actions, { kind: choices.kinds[0]!.kind, params: {} }])}
        data-testid="macro-add-action"
      />
    </FormGroup>
  );
}
