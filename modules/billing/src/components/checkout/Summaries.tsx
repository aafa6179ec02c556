import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@balcao/kit';
import type { CompanyPlan, Invoice } from '../../api';
import type { CheckoutValues } from './checkout-form';

/**
 * Step 2, Personalizar: the plan the invoice is for. Its price is the invoice's, decided by the server (what the
 * checkout posts as price is ignored there), so nothing here changes it.
 */
export function PlanStep({ invoice, plan }: { invoice: Invoice; plan: CompanyPlan['plan'] }) {
  const { t } = useTranslation('billing');
  const limits: [string, ReactNode][] = plan
    ? [
        [t('checkout.users'), plan.users],
        [t('checkout.connections'), plan.connections],
        [t('checkout.queues'), plan.queues],
      ]
    : [];
  const rows: [string, ReactNode][] = [
    [t('checkout.plan'), plan?.name ?? invoice.detail],
    ...limits,
    [t('invoices.dueDate'), formatDate(invoice.dueDate)],
  ];
  return <SummaryTable rows={rows} total={invoice.value} testId="checkout-plan" />;
}

/** Step 3, Revisar: what will be charged and to whom, before the Pix charge is made. */
export function ReviewStep({ values, invoice }: { values: CheckoutValues; invoice: Invoice }) {
  const { t } = useTranslation('billing');
  const rows: [string, string][] = [
    [t('checkout.fields.firstName'), values.firstName],
    [t('checkout.fields.address2'), values.address2],
    [t('checkout.fields.city'), [values.city, values.state].filter(Boolean).join(' - ')],
    [t('checkout.fields.zipcode'), values.zipcode],
    [t('checkout.fields.country'), t(`checkout.countries.${values.country}`)],
    [t('invoices.detail'), invoice.detail],
    [t('checkout.payment'), 'Pix'],
  ];
  return <SummaryTable rows={rows} total={invoice.value} testId="checkout-review" />;
}

/** A checkout step's summary: a label and its value a line, the invoice's total last. */
function SummaryTable({
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
