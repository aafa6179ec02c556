import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  email,
  maxLength,
  minLength,
  RecordForm,
  required,
  SelectField,
  type Plan,
  type FormState,
} from '@balcao/kit';
import {
  createCompany,
  RECURRENCES,
  updateCompany,
  type Company,
  type CompanyInput,
  type SettingDeclaration,
} from '../api';
import { useLabel } from '../declarations';
import { $registries } from '../model';

/** a company field's value: the company's stored setting, else what the plugin declared as its default */
const settingValues = (fields: SettingDeclaration[], company: Company | null) =>
  Object.fromEntries(
    fields.map((f) => [f.key, company?.settings?.find((s) => s.key === f.key)?.value ?? f.default]),
  );

const toValues = (c: Company | null, fields: SettingDeclaration[]) => ({
  name: c?.name ?? '',
  email: c?.email ?? '',
  phone: c?.phone ?? '',
  planId: c ? String(c.planId) : '',
  status: c ? String(c.status) : 'true',
  dueDate: c?.dueDate ? c.dueDate.slice(0, 10) : '',
  recurrence: c?.recurrence ?? 'MENSAL',
  /** each setting declared as a company field (campaignsEnabled), by key */
  settings: settingValues(fields, c),
});
type Values = ReturnType<typeof toValues>;

/** sent as Whaticket's form sends it: a boolean when the choices are 'true'/'false', else the string */
const isBooleanChoice = (f: SettingDeclaration) =>
  f.choices?.length === 2 && f.choices.every((c) => c.value === 'true' || c.value === 'false');
const wireValue = (f: SettingDeclaration, value: string) => (isBooleanChoice(f) ? value === 'true' : value);

/** Company form of the super-admin Companies tab. */
export function CompanyForm({
  editing,
  plans,
  onDone,
}: {
  editing: Company | null;
  plans: Plan[];
  onDone: () => void;
}) {
  const { t } = useTranslation('settings');
  const label = useLabel();
  const registries = useUnit($registries);
  const fields = useMemo(() => registries?.settings.filter((s) => s.companyField) ?? [], [registries]);
  const empty = useMemo(() => toValues(null, fields), [fields]);
  const save = (v: Values, id: number | null) => {
    const data: CompanyInput = {
      name: v.name,
      email: v.email || undefined,
      phone: v.phone || undefined,
      planId: Number(v.planId),
      status: v.status === 'true',
      dueDate: v.dueDate || null,
      recurrence: v.recurrence as CompanyInput['recurrence'],
      ...Object.fromEntries(fields.map((f) => [f.key, wireValue(f, v.settings[f.key] ?? f.default)])),
    };
    return id ? updateCompany(id, data) : createCompany(data);
  };
  const settings = ({ values, setField }: FormState<Values>) =>
    fields.map((f) => {
      const id = `company-${f.key}`;
      const value = values.settings[f.key] ?? f.default;
      const set = (v: string) => setField('settings', { ...values.settings, [f.key]: v });
      return f.choices ? (
        <SelectField
          key={f.key}
          id={id}
          name={f.key}
          label={label(f.labels)}
          value={value}
          onChange={set}
          options={f.choices.map((c) => ({ value: c.value, label: label(c.labels) }))}
        />
      ) : (
        <FormGroup key={f.key} label={label(f.labels)} labelFor={id}>
          <InputGroup
            id={id}
            name={f.key}
            maxLength={f.maxLength ?? undefined}
            value={value}
            onValueChange={set}
          />
        </FormGroup>
      );
    });
  const select = (name: 'planId' | 'status' | 'recurrence', options: [string, string][]) => ({
    kind: 'select' as const,
    name,
    id: `company-${name}`,
    label: t(`companies.${name}`),
    options: options.map(([value, label]) => ({ value, label })),
  });

  return (
    <RecordForm<Values, Company>
      editing={editing}
      initial={empty}
      fromRecord={(c) => toValues(c, fields)}
      save={save}
      failedText={t('companies.saveFailed')}
      onDone={onDone}
      testId="company-form"
      rules={{ planId: [required()] }}
      fields={[
        { name: 'name', label: t('companies.name'), rules: [required(), minLength(2), maxLength(100)] },
        { name: 'email', label: t('companies.email'), rules: [email()] },
        { name: 'phone', label: t('companies.phone') },
        select('planId', [
          ['', t('companies.choosePlan')],
          ...plans.map((p): [string, string] => [String(p.id), p.name]),
        ]),
        select('status', [
          ['true', t('kit:common.yes')],
          ['false', t('kit:common.no')],
        ]),
        { kind: 'custom', key: 'settings', render: settings },
        { name: 'dueDate', label: t('companies.dueDate'), type: 'date' },
        select(
          'recurrence',
          RECURRENCES.map((r): [string, string] => [r, t(`recurrence.${r}`)]),
        ),
      ]}
    />
  );
}
