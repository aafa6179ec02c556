import { useTranslation } from 'react-i18next';
import type { Dimension, ReportRow } from './api';

/** A row's label: its name, "Sem fila" (and the like) for the tickets without one, #id for a deleted one. */
export function useRowName(by: Dimension) {
  const { t } = useTranslation('reports');
  return (row: Pick<ReportRow, 'key' | 'name'>) =>
    row.key === null ? t(`none.${by}`) : row.name || `#${row.key}`;
}
