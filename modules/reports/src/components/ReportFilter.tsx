import { Button } from '@blueprintjs/core';
import { DateRange, SelectField } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import { DIMENSIONS, type Dimension, type ReportParams } from '../api';

/** The period (both days included) and what to split it by; each change asks again. Export downloads the CSV. */
export function ReportFilter(props: {
  params: ReportParams;
  onChange: (p: ReportParams) => void;
  errors: Record<string, string>;
  loading: boolean;
  onExport?: () => void;
}) {
  const { t } = useTranslation('reports');
  const { params, errors } = props;
  const set = (patch: Partial<ReportParams>) => props.onChange({ ...params, ...patch });
  return (
    <div className="kit-filter-bar rp-filter" data-testid="reports-filter">
      <DateRange
        from={{ id: 'rp-from', name: 'initialDate', label: t('filter.from'), value: params.initialDate }}
        to={{ id: 'rp-to', name: 'finalDate', label: t('filter.to'), value: params.finalDate }}
        errors={errors}
        onChange={(initialDate, finalDate) => set({ initialDate, finalDate })}
      />
      <SelectField
        id="rp-by"
        name="by"
        label={t('filter.by')}
        value={params.by}
        onChange={(by) => set({ by: by as Dimension })}
        options={DIMENSIONS.map((d) => ({ value: d, label: t(`by.${d}`) }))}
      />
      <div className="kit-filter-bar__action rp-filter__actions">
        <Button
          icon="download"
          text={t('export')}
          disabled={!props.onExport || props.loading}
          onClick={props.onExport}
          data-testid="reports-export"
        />
      </div>
    </div>
  );
}
