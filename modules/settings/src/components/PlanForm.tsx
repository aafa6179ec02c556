import { Checkbox, FormGroup, NumericInput } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  required,
  TextField,
  toastSuccess,
  useForm,
  type Plan,
  type PlanFlags,
  FormActions,
} from '@balcao/kit';
import { createPlan, updatePlan, type PlanInput } from '../api';

export const FLAGS: (keyof PlanFlags)[] = [
  'useCampaigns',
  'useKanban',
  'useOpenAi',
  'useIntegrations',
  'useSchedules',
  'useInternalChat',
  'useExternalApi',
];
const EMPTY: PlanInput = {
  name: '',
  users: 0,
  connections: 0,
  queues: 0,
  value: 0,
  enabled: true,
  useCampaigns: true,
  useKanban: true,
  useOpenAi: true,
  useIntegrations: true,
  useSchedules: true,
  useInternalChat: true,
  useExternalApi: true,
};
const NUMBERS = ['users', 'connections', 'queues', 'value'] as const;

/** Plan form of the super-admin Plans tab. */
export function PlanForm({ editing, onDone }: { editing: Plan | null; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const form = useForm<PlanInput>(EMPTY, { name: [required()] }, async (data) => {
    const body = { ...data, value: Number(data.value) };
    try {
      if (editing) await updatePlan(editing.id, body);
      else await createPlan(body);
    } catch {
      throw t('plans.saveFailed');
    }
    toastSuccess(t('kit:toasts.saved'));
    onDone();
  });
  const { setValues } = form;
  useEffect(() => {
    if (!editing) return setValues(EMPTY);
    const { id: _id, ...rest } = editing;
    setValues({ ...EMPTY, ...rest, value: Number(rest.value ?? 0) });
  }, [editing, setValues]);

  return (
    <form onSubmit={(e) => void form.handleSubmit(e)} data-testid="plan-form">
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
              value={Number(form.values[field] ?? 0)}
              onValueChange={(n) => form.setField(field, Number.isFinite(n) ? n : 0)}
            />
          </FormGroup>
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 20px' }}>
        <Checkbox
          label={t('plans.enabled')}
          checked={form.values.enabled !== false}
          onChange={(e) => form.setField('enabled', e.currentTarget.checked)}
        />
        {FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            label={t(`flags.${flag}`)}
            checked={Boolean(form.values[flag])}
            onChange={(e) => form.setField(flag, e.currentTarget.checked)}
          />
        ))}
      </div>
      <FormActions
        onClear={() => {
          setValues(EMPTY);
          onDone();
        }}
        submitting={form.submitting}
      />
    </form>
  );
}
