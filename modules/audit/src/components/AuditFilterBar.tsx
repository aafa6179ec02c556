import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRange, toastError } from '@balcao/kit';
import { actorKinds, listCompanies, noFilters, type AuditFilters } from '../api';

/** the entities the product logs today; any other still shows in the list under its raw name */
export const entityTypes = [
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
  const [companies, setCompanies] = useState<Array<{ id: number; name: string }>>([]);
  useEffect(() => {
    if (isSuper) listCompanies().then(setCompanies).catch(toastError);
  }, [isSuper]);
  const set = (patch: Partial<AuditFilters>) => onChange({ ...value, ...patch });
  const changed = JSON.stringify(value) !== JSON.stringify(noFilters);

  return (
    <div className="au-filters" data-testid="audit-filters">
      <FormGroup label={t('filters.actor')} labelFor="au-actor">
        <HTMLSelect
          id="au-actor"
          value={value.actorKind}
          onChange={(e) => set({ actorKind: e.currentTarget.value })}
          options={[
            { value: '', label: t('filters.any') },
            ...actorKinds.map((k) => ({ value: k, label: t(`actors.${k}`) })),
          ]}
        />
      </FormGroup>
      <FormGroup label={t('filters.action')} labelFor="au-action">
        <InputGroup
          id="au-action"
          placeholder={t('filters.actionHint')}
          value={value.action}
          onChange={(e) => set({ action: e.currentTarget.value })}
        />
      </FormGroup>
      <FormGroup label={t('filters.entity')} labelFor="au-entity">
        <HTMLSelect
          id="au-entity"
          value={value.entityType}
          onChange={(e) => set({ entityType: e.currentTarget.value })}
          options={[
            { value: '', label: t('filters.any') },
            ...entityTypes.map((e) => ({ value: e, label: t(`entities.${e}`) })),
          ]}
        />
      </FormGroup>
      <DateRange
        from={{ id: 'au-from', name: 'dateFrom', label: t('filters.from'), value: value.dateFrom }}
        to={{ id: 'au-to', name: 'dateTo', label: t('filters.to'), value: value.dateTo }}
        errors={{}}
        onChange={(dateFrom, dateTo) => set({ dateFrom, dateTo })}
      />
      {isSuper && (
        <FormGroup label={t('filters.company')} labelFor="au-company">
          <HTMLSelect
            id="au-company"
            value={value.companyId}
            onChange={(e) => set({ companyId: e.currentTarget.value })}
            options={[
              { value: '', label: t('filters.allCompanies') },
              ...companies.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
        </FormGroup>
      )}
      {changed && (
        <Button minimal icon="filter-remove" text={t('filters.clear')} onClick={() => onChange(noFilters)} />
      )}
    </div>
  );
}
