import { Checkbox, FormGroup } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  required,
  TextField,
  toastSuccess,
  useForm,
  type Plan,
  FormActions,
  NumericInput,
} from '@balcao/kit';
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

/** A new plan: every declared flag and limit at its declared default. */
const emptyPlan = (flags: PlanFlagDeclaration[], limits: PlanLimitDeclaration[]): Values => ({
  name: '',
  users: 0,
  connections: 0,
  queues: 0,
  value: 0,
  enabled: true,
  flags: Object.fromEntries(flags.map((f) => [f.key, f.default])),
  limits: Object.fromEntries(limits.map((l) => [l.key, l.default])),
});

const toValues = (plan: Plan, flags: PlanFlagDeclaration[], limits: PlanLimitDeclaration[]): Values => ({
  name: plan.name,
  users: Number(plan.users ?? 0),
  connections: Number(plan.connections ?? 0),
  queues: Number(plan.queues ?? 0),
  value: Number(plan.value ?? 0),
  enabled: plan.enabled !== false,
  flags: Object.fromEntries(flags.map((f) => [f.key, Boolean(plan[f.key] ?? f.default)])),
  limits: Object.fromEntries(limits.map((l) => [l.key, Number(plan[l.key] ?? l.default)])),
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
  const empty = useMemo(() => emptyPlan(flags, limits), [flags, limits]);
  const form = useForm<Values>(
    empty,
    { name: [required()] },
    async ({ flags: chosen, limits: counts, ...columns }) => {
      // on the wire each flag and limit is a field of the plan, as Whaticket sends them
      const body = { ...columns, value: Number(columns.value), ...counts, ...chosen };
      try {
        if (editing) await updatePlan(editing.id, body);
        else await createPlan(body);
      } catch {
        throw t('plans.saveFailed');
      }
      toastSuccess(t('kit:toasts.saved'));
      onDone();
    },
  );
  const { setValues } = form;
  useEffect(
    () => setValues(editing ? toValues(editing, flags, limits) : empty),
    [editing, empty, flags, limits, setValues],
  );

  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(e)} data-testid="plan-form">
      <div className="kit-form-grid">
        <TextField
          label={t('plans.name')}
          name="name"
          value={form.values.name}
          error={form.errors.name}
          onChange={(v) => form.setField('name', v)}
        />
        {NUMBERS.map((field) => (
          <FormGroup key={field} label={t(`plans.${field}`)} labelFor={`plan-${field}`}>
            <NumericInput
              id={`plan-${field}`}
              fill
              min={0}
              stepSize={field === 'value' ? 0.01 : 1}
              minorStepSize={0.01}
              value={form.values[field]}
              onValueChange={(n) => form.setField(field, Number.isFinite(n) ? n : 0)}
            />
          </FormGroup>
        ))}
        {limits.map((limit) => (
          <FormGroup key={limit.key} label={label(limit.labels)} labelFor={`plan-${limit.key}`}>
            <NumericInput
              id={`plan-${limit.key}`}
              name={limit.key}
              fill
              min={0}
              stepSize={1}
              value={form.values.limits[limit.key] ?? limit.default}
              onValueChange={(n) =>
                form.setField('limits', { ...form.values.limits, [limit.key]: Number.isFinite(n) ? n : 0 })
              }
            />
          </FormGroup>
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 20px' }} data-testid="plan-flags">
        <Checkbox
          label={t('plans.enabled')}
          name="enabled"
          checked={form.values.enabled}
          onChange={(e) => form.setField('enabled', e.currentTarget.checked)}
        />
        {flags.map((flag) => (
          <Checkbox
            key={flag.key}
            name={flag.key}
            label={label(flag.labels)}
            checked={form.values.flags[flag.key] ?? flag.default}
            onChange={(e) =>
              form.setField('flags', { ...form.values.flags, [flag.key]: e.currentTarget.checked })
            }
          />
        ))}
      </div>
      <FormActions
        onClear={() => {
          setValues(empty);
          onDone();
        }}
        submitting={form.submitting}
      />
    </form>
  );
}
