import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@balcao/kit';

/** A checkout step's summary: a label and its value a line, the invoice's total last. */
export function SummaryTable({
  rows,
  total,
  testId,
}: {
  rows: [string, ReactNode][];
  total: number;
  testId: string;
}) {
  const { t } = useTranslation('billing');
  return (
    <HTMLTable compact striped className="bl-summary" data-testid={testId}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th>{label}</th>
            <td>{value}</td>
          </tr>
        ))}
        <tr>
          <th>{t('checkout.total')}</th>
          <td>
            <strong>{formatMoney(total)}</strong>
          </td>
        </tr>
      </tbody>
    </HTMLTable>
  );
}
