import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  email,
  maxLength,
  minLength,
  required,
  TextField,
  toastSuccess,
  useForm,
  type Plan,
  FormActions,
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

interface Values {
  name: string;
  email: string;
  phone: string;
  planId: string;
  status: string;
  dueDate: string;
  recurrence: string;
  /** each setting declared as a company field (campaignsEnabled), by key */
  settings: Record<string, string>;
}

/** a company field's value: the company's stored setting, else what the plugin declared as its default */
const settingValues = (fields: SettingDeclaration[], company: Company | null) =>
  Object.fromEntries(
    fields.map((f) => [f.key, company?.settings?.find((s) => s.key === f.key)?.value ?? f.default]),
  );

const toValues = (c: Company | null, fields: SettingDeclaration[]): Values => ({
  name: c?.name ?? '',
  email: c?.email ?? '',
  phone: c?.phone ?? '',
  planId: c ? String(c.planId) : '',
  status: c ? String(c.status) : 'true',
  dueDate: c?.dueDate ? c.dueDate.slice(0, 10) : '',
  recurrence: c?.recurrence ?? 'MENSAL',
  settings: settingValues(fields, c),
});

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
  const form = useForm<Values>(
    empty,
    { name: [required(), minLength(2), maxLength(100)], email: [email()], planId: [required()] },
    async (v) => {
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
      try {
        if (editing) await updateCompany(editing.id, data);
        else await createCompany(data);
      } catch {
        throw t('companies.saveFailed');
      }
      toastSuccess(t('kit:toasts.saved'));
      onDone();
    },
  );
  const { setValues } = form;
  useEffect(() => setValues(toValues(editing, fields)), [editing, fields, setValues]);
  const select = (name: Exclude<keyof Values, 'settings'>, options: [string, string][]) => (
    <FormGroup
      label={t(`companies.${name}`)}
      labelFor={`company-${name}`}
      helperText={form.errors[name]}
      intent={form.errors[name] ? 'danger' : 'none'}
    >
      <HTMLSelect
        id={`company-${name}`}
        name={name}
        fill
        value={form.values[name]}
        onChange={(e) => form.setField(name, e.target.value)}
      >
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
  const yesNo: [string, string][] = [
    ['true', t('kit:common.yes')],
    ['false', t('kit:common.no')],
  ];
  return (
    <form
      noValidate
      className="kit-form-grid"
      onSubmit={(e) => void form.handleSubmit(e)}
      data-testid="company-form"
    >
      <TextField
        label={t('companies.name')}
        name="name"
        value={form.values.name}
        error={form.errors.name}
        onChange={(v) => form.setField('name', v)}
      />
      <TextField
        label={t('companies.email')}
        name="email"
        value={form.values.email}
        error={form.errors.email}
        onChange={(v) => form.setField('email', v)}
      />
      <TextField
        label={t('companies.phone')}
        name="phone"
        value={form.values.phone}
        onChange={(v) => form.setField('phone', v)}
      />
      {select('planId', [
        ['', t('companies.choosePlan')],
        ...plans.map((p): [string, string] => [String(p.id), p.name]),
      ])}
      {select('status', yesNo)}
      {fields.map((f) => (
        <FormGroup key={f.key} label={label(f.labels)} labelFor={`company-${f.key}`}>
          {f.choices ? (
            <HTMLSelect
              id={`company-${f.key}`}
              name={f.key}
              fill
              value={form.values.settings[f.key] ?? f.default}
              onChange={(e) =>
                form.setField('settings', { ...form.values.settings, [f.key]: e.target.value })
              }
            >
              {f.choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {label(c.labels)}
                </option>
              ))}
            </HTMLSelect>
          ) : (
            <InputGroup
              id={`company-${f.key}`}
              name={f.key}
              maxLength={f.maxLength ?? undefined}
              value={form.values.settings[f.key] ?? f.default}
              onValueChange={(v) => form.setField('settings', { ...form.values.settings, [f.key]: v })}
            />
          )}
        </FormGroup>
      ))}
      <FormGroup label={t('companies.dueDate')} labelFor="company-dueDate">
        <InputGroup
          id="company-dueDate"
          type="date"
          value={form.values.dueDate}
          onValueChange={(v) => form.setField('dueDate', v)}
        />
      </FormGroup>
      {select(
        'recurrence',
        RECURRENCES.map((r): [string, string] => [r, t(`recurrence.${r}`)]),
      )}
      <FormActions
        onClear={() => {
          setValues(empty);
          onDone();
        }}
        submitting={form.submitting}
        style={{ gridColumn: '1 / -1' }}
      />
    </form>
  );
}
