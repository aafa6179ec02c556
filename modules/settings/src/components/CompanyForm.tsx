import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useEffect } from 'react';
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
import { createCompany, RECURRENCES, updateCompany, type Company, type CompanyInput } from '../api';

interface Values {
  name: string;
  email: string;
  phone: string;
  planId: string;
  status: string;
  dueDate: string;
  recurrence: string;
  campaignsEnabled: string;
}
const EMPTY: Values = {
  name: '',
  email: '',
  phone: '',
  planId: '',
  status: 'true',
  dueDate: '',
  recurrence: 'MENSAL',
  campaignsEnabled: 'false',
};

const toValues = (c: Company): Values => ({
  name: c.name,
  email: c.email ?? '',
  phone: c.phone ?? '',
  planId: String(c.planId),
  status: String(c.status),
  dueDate: c.dueDate ? c.dueDate.slice(0, 10) : '',
  recurrence: c.recurrence ?? 'MENSAL',
  campaignsEnabled: String(Boolean(c.campaignsEnabled)),
});

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
  const form = useForm<Values>(
    EMPTY,
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
        campaignsEnabled: v.campaignsEnabled === 'true',
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
  useEffect(() => setValues(editing ? toValues(editing) : EMPTY), [editing, setValues]);
  const select = (name: keyof Values, options: [string, string][]) => (
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
    <form className="kit-form-grid" onSubmit={(e) => void form.handleSubmit(e)} data-testid="company-form">
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
      {select('campaignsEnabled', yesNo)}
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
          setValues(EMPTY);
          onDone();
        }}
        submitting={form.submitting}
        style={{ gridColumn: '1 / -1' }}
      />
    </form>
  );
}
