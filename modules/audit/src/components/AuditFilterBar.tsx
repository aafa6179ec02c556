import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DateRange, SelectField, useLoad, type SelectOption } from '@balcao/kit';
import { actorKinds, listCompanies, noFilters, type AuditFilters } from '../api';

/** the entities the product logs today; any other still shows in the list under its raw name */
const entityTypes = [
  'ticket',
  'setting',
  'user',
  'connection',
  'prompt',
  'integration',
  'campaign',
  'billing',
  'queue',
  'contact',
  'tag',
  'message',
  'company',
  'plan',
] as const;

/**
 * The screen's filters: by actor kind, action (its start: `ticket.` finds every ticket action), entity, a
 * period, and for the super user the company (none: every company and the platform).
 */
export function AuditFilterBar(props: {
  value: AuditFilters;
  onChange: (next: AuditFilters) => void;
  isSuper: boolean;
}) {
  const { t } = useTranslation('audit');
  const { value, onChange, isSuper } = props;
  const [companies = []] = useLoad(isSuper ? 'companies' : null, listCompanies);
  const set = (patch: Partial<AuditFilters>) => onChange({ ...value, ...patch });
  const changed = JSON.stringify(value) !== JSON.stringify(noFilters);
  const any = { value: '', label: t('filters.any') };
  // a filter picked from a list: the select `au-<name>`, labelled `filters.<name>`
  const choice = (name: string, key: 'actorKind' | 'entityType' | 'companyId', options: SelectOption[]) => (
    <SelectField
      id={`au-${name}`}
      label={t(`filters.${name}`)}
      fill={false}
      value={value[key]}
      onChange={(picked) => set({ [key]: picked })}
      options={options}
    />
  );

  return (
    <div className="au-filters" data-testid="audit-filters">
      {choice('actor', 'actorKind', [any, ...actorKinds.map((k) => ({ value: k, label: t(`actors.${k}`) }))])}
      <FormGroup label={t('filters.action')} labelFor="au-action">
        <InputGroup
          id="au-action"
          placeholder={t('filters.actionHint')}
          value={value.action}
          onChange={(e) => set({ action: e.currentTarget.value })}
        />
      </FormGroup>
      {choice('entity', 'entityType', [
        any,
        ...entityTypes.map((e) => ({ value: e, label: t(`entities.${e}`) })),
      ])}
      <DateRange
        from={{ id: 'au-from', name: 'dateFrom', label: t('filters.from'), value: value.dateFrom }}
        to={{ id: 'au-to', name: 'dateTo', label: t('filters.to'), value: value.dateTo }}
        errors={{}}
        onChange={(dateFrom, dateTo) => set({ dateFrom, dateTo })}
      />
      {isSuper &&
        choice('company', 'companyId', [
          { value: '', label: t('filters.allCompanies') },
          ...companies.map((c) => ({ value: c.id, label: c.name })),
        ])}
      {changed && (
        <Button minimal icon="filter-remove" text={t('filters.clear')} onClick={() => onChange(noFilters)} />
      )}
    </div>
  );
}
