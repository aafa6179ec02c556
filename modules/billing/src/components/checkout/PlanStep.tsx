import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@balcao/kit';
import type { CompanyPlan, Invoice } from '../../api';

/**
 * Step 2, Personalizar: the plan the invoice is for. Its price is the invoice's, decided by the server (what the
 * checkout posts as price is ignored there), so nothing here changes it.
 */
export function PlanStep({ invoice, plan }: { invoice: Invoice; plan: CompanyPlan['plan'] }) {
  const { t } = useTranslation('billing');
  return (
    <HTMLTable compact striped className="bl-summary" data-testid="checkout-plan">
      <tbody>
        <tr>
          <th>{t('checkout.plan')}</th>
          <td>{plan?.name ?? invoice.detail}</td>
        </tr>
        {plan && (
          <>
            <tr>
              <th>{t('checkout.users')}</th>
              <td>{plan.users}</td>
            </tr>
            <tr>
              <th>{t('checkout.connections')}</th>
              <td>{plan.connections}</td>
            </tr>
            <tr>
              <th>{t('checkout.queues')}</th>
              <td>{plan.queues}</td>
            </tr>
          </>
        )}
        <tr>
          <th>{t('invoices.dueDate')}</th>
          <td>{formatDate(invoice.dueDate)}</td>
        </tr>
        <tr>
          <th>{t('checkout.total')}</th>
          <td>
            <strong>{formatMoney(invoice.value)}</strong>
          </td>
        </tr>
      </tbody>
    </HTMLTable>
  );
}
