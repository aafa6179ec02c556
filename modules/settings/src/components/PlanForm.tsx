import { Checkbox, FormGroup } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NumericInput, RecordForm, required, type FieldSpec, type FormState, type Plan } from '@balcao/kit';
import {
  createPlan,
  updatePlan,
  type PlanFlagDeclaration,
  type PlanInput,
  type PlanLimitDeclaration,
} from '../api';
import { byPlugin, useLabel } from '../declarations';
import { $registries } from '../model';

/** the plan's columns, and its declared flags and limits apart, by key */
type Values = Pick<PlanInput, 'name' | 'users' | 'connections' | 'queues' | 'value' | 'enabled'> & {
  flags: Record<string, boolean>;
  limits: Record<string, number>;
};
const NUMBERS = ['users', 'connections', 'queues', 'value'] as const;

/** A plan's values; a new plan's (null) has every declared flag and limit at its declared default. */
const toValues = (
  plan: Plan | null,
  flags: PlanFlagDeclaration[],
  limits: PlanLimitDeclaration[],
): Values => ({
  name: plan?.name ?? '',
  users: Number(plan?.users ?? 0),
  connections: Number(plan?.connections ?? 0),
  queues: Number(plan?.queues ?? 0),
  value: Number(plan?.value ?? 0),
  enabled: plan?.enabled !== false,
  flags: Object.fromEntries(flags.map((f) => [f.key, Boolean(plan?.[f.key] ?? f.default)])),
  limits: Object.fromEntries(limits.map((l) => [l.key, Number(plan?.[l.key] ?? l.default)])),
});

/**
 * Plan form of the super-admin Plans tab; its feature checkboxes are the plan flags the plugins declared, and
 * the limits they declared (campaigns, schedules) are number fields beside users, connections and queues.
 */
export function PlanForm({ editing, onDone }: { editing: Plan | null; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const label = useLabel();
  const registries = useUnit($registries);
  const flags = useMemo(() => byPlugin(registries?.planFlags ?? []), [registries]);
  const limits = useMemo(() => byPlugin(registries?.planLimits ?? []), [registries]);
  const empty = useMemo(() => toValues(null, flags, limits), [flags, limits]);
  const save = ({ flags: chosen, limits: counts, ...columns }: Values, id: number | null) => {
    // on the wire each flag and limit is a field of the plan, as Whaticket sends them
    const body = { ...columns, value: Number(columns.value), ...counts, ...chosen };
    return id ? updatePlan(id, body) : createPlan(body);
  };
  const limitFields = ({ values, setField }: FormState<Values>) =>
    limits.map((limit) => (
      <FormGroup key={limit.key} label={label(limit.labels)} labelFor={`plan-${limit.key}`}>
        <NumericInput
          id={`plan-${limit.key}`}
          name={limit.key}
          fill
          min={0}
          stepSize={1}
          value={values.limits[limit.key] ?? limit.default}
          onValueChange={(n) =>
            setField('limits', { ...values.limits, [limit.key]: Number.isFinite(n) ? n : 0 })
          }
        />
      </FormGroup>
    ));
  const flagChecks = ({ values, setField }: FormState<Values>) => (
    <div
      style={{ display: 'flex', flexWrap: 'wrap', gap: '0 20px', gridColumn: '1 / -1' }}
      data-testid="plan-flags"
    >
      <Checkbox
        label={t('plans.enabled')}
        name="enabled"
        checked={values.enabled}
        onChange={(e) => setField('enabled', e.currentTarget.checked)}
      />
      {flags.map((flag) => (
        <Checkbox
          key={flag.key}
          name={flag.key}
          label={label(flag.labels)}
          checked={values.flags[flag.key] ?? flag.default}
          onChange={(e) => setField('flags', { ...values.flags, [flag.key]: e.currentTarget.checked })}
        />
      ))}
    </div>
  );

  return (
    <RecordForm<Values, Plan>
      editing={editing}
      initial={empty}
      fromRecord={(plan) => toValues(plan, flags, limits)}
      save={save}
      failedText={t('plans.saveFailed')}
      onDone={onDone}
      testId="plan-form"
      fields={[
        { name: 'name', label: t('plans.name'), rules: [required()] },
        ...NUMBERS.map((name): FieldSpec<Values> => ({
          kind: 'number',
          name,
          label: t(`plans.${name}`),
          min: 0,
          step: name === 'value' ? 0.01 : 1,
          minorStep: 0.01,
        })),
        { kind: 'custom', key: 'limits', render: limitFields },
        { kind: 'custom', key: 'flags', render: flagChecks },
      ]}
    />
  );
}
