import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@balcao/kit';
import type { CompanyPlan, Invoice } from '../../api';
import { SummaryTable } from './SummaryTable';

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
