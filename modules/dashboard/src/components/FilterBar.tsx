import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { PERIODS, type Filter, type FilterType } from '../filter';

/**
 * Spec §2: filter type (by date or by period), start and end dates or the period, and the Filter button. `error`
 * is spec §5's 'Parametrize o filtro' (or the server's field message), shown under the field the type uses.
 */
export function FilterBar(props: {
  filter: Filter;
  onChange: (f: Filter) => void;
  onSubmit: () => void;
  loading: boolean;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('dashboard');
  const { filter, onChange, errors } = props;
  const set = (patch: Partial<Filter>) => onChange({ ...filter, ...patch });
  const fieldError = (key: string) =>
    errors[key] ? { intent: 'danger' as const, helperText: errors[key] } : {};
  return (
    <form
      noValidate
      className="db-filter"
      data-testid="dashboard-filter"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      <FormGroup label={t('filter.type')} labelFor="db-filter-type">
        <HTMLSelect
          id="db-filter-type"
          name="filterType"
          fill
          value={filter.type}
          onChange={(e) => set({ type: e.currentTarget.value as FilterType })}
          options={[
            { value: 'date', label: t('filter.byDate') },
            { value: 'period', label: t('filter.byPeriod') },
          ]}
        />
      </FormGroup>
      {filter.type === 'date' ? (
        <>
          <FormGroup label={t('filter.dateFrom')} labelFor="db-date-from" {...fieldError('date_from')}>
            <InputGroup
              id="db-date-from"
              name="date_from"
              type="date"
              value={filter.dateFrom}
              max={filter.dateTo || undefined}
              onChange={(e) => set({ dateFrom: e.currentTarget.value })}
            />
          </FormGroup>
          <FormGroup label={t('filter.dateTo')} labelFor="db-date-to" {...fieldError('date_to')}>
            <InputGroup
              id="db-date-to"
              name="date_to"
              type="date"
              value={filter.dateTo}
              min={filter.dateFrom || undefined}
              onChange={(e) => set({ dateTo: e.currentTarget.value })}
            />
          </FormGroup>
        </>
      ) : (
        <FormGroup label={t('filter.period')} labelFor="db-period" {...fieldError('days')}>
          <HTMLSelect
            id="db-period"
            name="days"
            fill
            value={String(filter.days)}
            onChange={(e) => set({ days: Number(e.currentTarget.value) })}
            options={PERIODS.map((d) => ({
              value: String(d),
              label: d ? t('filter.lastDays', { days: d }) : t('filter.none'),
            }))}
          />
        </FormGroup>
      )}
      <div className="db-filter__submit">
        <Button
          type="submit"
          intent="primary"
          icon="filter"
          loading={props.loading}
          data-testid="dashboard-filter-submit"
        >
          {t('filter.submit')}
        </Button>
      </div>
    </form>
  );
}
