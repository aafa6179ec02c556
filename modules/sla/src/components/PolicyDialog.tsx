import { useTranslation } from 'react-i18next';
import {
  formValues,
  maxLength,
  RecordDialog,
  required,
  SelectField,
  upsert,
  useListsOnOpen,
  type ResourceDialogProps,
  type Rule,
} from '@balcao/kit';
import { createPolicy, listTargets, updatePolicy, type AppliesTo, type Policy, type Target } from '../api';

/** The form's values: minutes as typed (empty: no such target). */
interface PolicyForm {
  name: string;
  appliesTo: AppliesTo;
  /** '' for none */
  targetId: string;
  firstResponseMinutes: string;
  nextResponseMinutes: string;
  resolutionMinutes: string;
  businessHours: boolean;
}

const EMPTY: PolicyForm = {
  name: '',
  appliesTo: 'company',
  targetId: '',
  firstResponseMinutes: '',
  nextResponseMinutes: '',
  resolutionMinutes: '',
  businessHours: false,
};
const minutesOf = (v: string) => (v.trim() === '' ? null : Number(v));
const toPolicy = (v: PolicyForm) => ({
  name: v.name.trim(),
  appliesTo: v.appliesTo,
  targetId: v.appliesTo === 'company' || v.targetId === '' ? null : Number(v.targetId),
  firstResponseMinutes: minutesOf(v.firstResponseMinutes),
  nextResponseMinutes: minutesOf(v.nextResponseMinutes),
  resolutionMinutes: minutesOf(v.resolutionMinutes),
  businessHours: v.businessHours,
});

/** Add or change a policy: its name, what it applies to, its three targets in minutes, and business hours. */
export function PolicyDialog(props: ResourceDialogProps<Policy>) {
  const { t } = useTranslation('sla');
  const none: Record<string, Target[]> = {};
  const targets = useListsOnOpen(props.isOpen, listTargets, none, { onError: () => {}, fallback: none });
  const wholeMinutes: Rule<PolicyForm> = (value) =>
    String(value ?? '').trim() === '' || /^[1-9]\d{0,5}$/.test(String(value).trim())
      ? undefined
      : t('form.minutesInvalid');
  const targetChosen: Rule<PolicyForm> = (value, values) =>
    values.appliesTo === 'company' || value !== '' ? undefined : t('form.targetRequired');
  const someTarget: Rule<PolicyForm> = (_value, v) =>
    [v.firstResponseMinutes, v.nextResponseMinutes, v.resolutionMinutes].some((m) => m.trim() !== '')
      ? undefined
      : t('form.someTarget');
  const minuteField = (name: 'firstResponseMinutes' | 'nextResponseMinutes' | 'resolutionMinutes') => ({
    name,
    label: t(`form.${name}`),
    type: 'number',
    placeholder: t('form.noTarget'),
    rules: [wholeMinutes],
  });
  return (
    <RecordDialog<PolicyForm, Policy>
      {...props}
      icon="stopwatch"
      initial={EMPTY}
      fromRecord={(p) => formValues(EMPTY, p)}
      rules={{ targetId: [targetChosen], firstResponseMinutes: [someTarget] }}
      save={upsert(createPolicy, updatePolicy, toPolicy)}
      fields={[
        { name: 'name', label: t('form.name'), rules: [required(), maxLength(100)] },
        {
          kind: 'select',
          name: 'appliesTo',
          id: 'sla-applies-to',
          label: t('form.appliesTo'),
          options: (['company', 'queue', 'tag', 'connection'] as const).map((a) => ({
            value: a,
            label: t(`appliesTo.${a}`),
          })),
        },
        {
          kind: 'custom',
          key: 'targetId',
          render: ({ values, errors, setField }) =>
            values.appliesTo !== 'company' && (
              <SelectField
                id="sla-target"
                label={t('form.target')}
                error={errors.targetId}
                value={values.targetId}
                emptyText={t('form.choose')}
                options={(targets[values.appliesTo] ?? []).map((o) => ({ value: o.id, label: o.name }))}
                onChange={(id) => setField('targetId', id)}
              />
            ),
        },
        minuteField('firstResponseMinutes'),
        minuteField('nextResponseMinutes'),
        minuteField('resolutionMinutes'),
        { kind: 'switch', name: 'businessHours', label: t('form.businessHours') },
      ]}
    />
  );
}
