import { Button, Card, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AutomationEvent, Condition, Named } from '../api';
import { labelIn, type Choices } from '../useChoices';

interface ConditionListEditorProps {
  event: AutomationEvent;
  conditions: Condition[];
  onChange: (conditions: Condition[]) => void;
  choices: Choices;
  /** the server's `conditions.<i>.field|op|value` */
  errors: Record<string, string | undefined>;
}

const statuses = ['pending', 'open', 'closed'];

/** All of them must hold: a field, a comparison and, for most, a value (a picker or a text). */
export function ConditionListEditor({
  event,
  conditions,
  onChange,
  choices,
  errors,
}: ConditionListEditorProps) {
  const { t, i18n } = useTranslation('automations');
  const fields = choices.catalog.conditions.filter((c) => !c.events || c.events.includes(event));
  const replace = (i: number, c: Condition) => onChange(conditions.map((x, j) => (j === i ? c : x)));
  const named = (list: Named[]) => list.map((o) => ({ value: o.id, label: o.name }));
  const pickers: Record<string, { value: string | number; label: string }[]> = {
    queue: named(choices.queues),
    tag: named(choices.tags),
    connection: named(choices.connections),
    status: statuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
  };
  return (
    <FormGroup
      label={t('editor.conditions')}
      helperText={t('editor.conditionsHelp')}
      className="au-conditions"
    >
      {conditions.map((c, i) => {
        const spec = choices.catalog.conditions.find((x) => x.field === c.field);
        const needsValue = spec && spec.value !== 'none' && c.op !== 'isEmpty' && c.op !== 'isNotEmpty';
        const error = ['field', 'key', 'op', 'value']
          .map((part) => errors[`conditions.${i}.${part}`])
          .find(Boolean);
        return (
          <Card key={i} compact className="au-condition" data-testid={`rule-condition-${i}`}>
            <HTMLSelect
              value={c.field}
              onChange={(e) => {
                const next = choices.catalog.conditions.find((x) => x.field === e.currentTarget.value);
                replace(i, { field: e.currentTarget.value, op: next?.ops[0] ?? '', value: null });
              }}
              data-testid={`rule-condition-${i}-field`}
              options={fields.map((f) => ({
                value: f.field,
                label: labelIn(f.labels, f.field, i18n.language),
              }))}
            />
            {spec?.keyed && (
              // the custom field's name, as the contact's page shows it
              <InputGroup
                value={c.key ?? ''}
                placeholder={t('editor.customField')}
                onValueChange={(key) => replace(i, { ...c, key })}
                data-testid={`rule-condition-${i}-key`}
              />
            )}
            <HTMLSelect
              value={c.op}
              onChange={(e) => replace(i, { ...c, op: e.currentTarget.value })}
              data-testid={`rule-condition-${i}-op`}
              options={(spec?.ops ?? []).map((op) => ({ value: op, label: t(`ops.${op}`) }))}
            />
            {needsValue &&
              (spec.value === 'text' ? (
                <InputGroup
                  value={String(c.value ?? '')}
                  onValueChange={(value) => replace(i, { ...c, value })}
                  data-testid={`rule-condition-${i}-value`}
                />
              ) : (
                <HTMLSelect
                  value={String(c.value ?? '')}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    replace(i, { ...c, value: spec.value === 'status' ? v : v ? Number(v) : null });
                  }}
                  data-testid={`rule-condition-${i}-value`}
                  options={[{ value: '', label: t('editor.choose') }, ...(pickers[spec.value] ?? [])]}
                />
              ))}
            <Button
              variant="minimal"
              size="small"
              icon="cross"
              intent="danger"
              aria-label={t('editor.removeCondition')}
              onClick={() => onChange(conditions.filter((_, j) => j !== i))}
            />
            {error && <div className="au-error">{error}</div>}
          </Card>
        );
      })}
      <Button
        icon="add"
        text={t('editor.addCondition')}
        disabled={!fields.length}
        onClick={() =>
          onChange([...conditions, { field: fields[0]!.field, op: fields[0]!.ops[0]!, value: null }])
        }
        data-testid="rule-add-condition"
      />
    </FormGroup>
  );
}
