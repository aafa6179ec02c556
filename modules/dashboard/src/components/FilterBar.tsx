import { Button } from '@blueprintjs/core';
import { DateRange, SelectField } from '@balcao/kit';
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
  return (
    <form
      noValidate
      className="kit-filter-bar db-filter"
      data-testid="dashboard-filter"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      <SelectField
        id="db-filter-type"
        name="filterType"
        label={t('filter.type')}
        value={filter.type}
        onChange={(type) => set({ type: type as FilterType })}
        options={[
          { value: 'date', label: t('filter.byDate') },
          { value: 'period', label: t('filter.byPeriod') },
        ]}
      />
      {filter.type === 'date' ? (
        <DateRange
          from={{
            id: 'db-date-from',
            name: 'date_from',
            label: t('filter.dateFrom'),
            value: filter.dateFrom,
          }}
          to={{ id: 'db-date-to', name: 'date_to', label: t('filter.dateTo'), value: filter.dateTo }}
          errors={errors}
          onChange={(dateFrom, dateTo) => set({ dateFrom, dateTo })}
        />
      ) : (
        <SelectField
          id="db-period"
          name="days"
          label={t('filter.period')}
          error={errors.days}
          value={filter.days}
          onChange={(days) => set({ days: Number(days) })}
          options={PERIODS.map((d) => ({
            value: d,
            label: d ? t('filter.lastDays', { days: d }) : t('filter.none'),
          }))}
        />
      )}
      <div className="kit-filter-bar__action db-filter__submit">
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
