import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
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
  const fieldError = (key: string) =>
    errors[key] ? { intent: 'danger' as const, helperText: errors[key] } : {};
  return (
    <div className="rp-filter" data-testid="reports-filter">
      <FormGroup label={t('filter.from')} labelFor="rp-from" {...fieldError('initialDate')}>
        <InputGroup
          id="rp-from"
          name="initialDate"
          type="date"
          value={params.initialDate}
          max={params.finalDate || undefined}
          onChange={(e) => set({ initialDate: e.currentTarget.value })}
        />
      </FormGroup>
      <FormGroup label={t('filter.to')} labelFor="rp-to" {...fieldError('finalDate')}>
        <InputGroup
          id="rp-to"
          name="finalDate"
          type="date"
          value={params.finalDate}
          min={params.initialDate || undefined}
          onChange={(e) => set({ finalDate: e.currentTarget.value })}
        />
      </FormGroup>
      <FormGroup label={t('filter.by')} labelFor="rp-by">
        <HTMLSelect
          id="rp-by"
          name="by"
          fill
          value={params.by}
          onChange={(e) => set({ by: e.currentTarget.value as Dimension })}
          options={DIMENSIONS.map((d) => ({ value: d, label: t(`by.${d}`) }))}
        />
      </FormGroup>
      <div className="rp-filter__actions">
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
