import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../api';
import type { CheckoutValues } from './checkout-form';
import { SummaryTable } from './SummaryTable';

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
