import { useState } from 'react';
import { Button, Callout, Card, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { api, formatDate, showToast, toastError, useLoad, useSession } from '@balcao/kit';
import { fetchCompany, type Invoice } from '../api';
import { daysLeft } from '../invoice-status';
import { CheckoutDialog } from './checkout/CheckoutDialog';
import { usePaymentDone } from './usePaymentDone';

/**
 * Spec §2 Subscription: read-only days left (absolute difference, rounded up), the billing e-mail, and Assine
 * Agora, which opens the checkout of the oldest unpaid invoice.
 */
export function SubscriptionPage() {
  const { t } = useTranslation('billing');
  const { user } = useSession();
  const [company] = useLoad(user?.companyId ?? null, () => fetchCompany(user!.companyId));
  const [paying, setPaying] = useState<Invoice | null>(null);
  usePaymentDone();

  const subscribe = () =>
    api
      .get<Invoice[]>('/invoices/all', { pageNumber: 1 })
      .then((invoices) => {
        const oldest = invoices.filter((i) => i.status !== 'paid').at(-1);
        if (oldest) setPaying(oldest);
        else showToast(t('subscription.nothingToPay'), 'primary');
      })
      .catch(toastError);

  const until = company?.trialExpiration ?? company?.dueDate ?? null;
  return (
    <section className="kit-page bl-subscription">
      <Card>
        <H3>{t('subscription.title')}</H3>
        <FormGroup label={t('subscription.trial')}>
          {/* text, not an input: the whole sentence stays readable at 400 px */}
          <Callout icon="time" data-testid="trial-days">
            {company ? t('subscription.daysLeft', { count: daysLeft(until), date: formatDate(until) }) : ''}
          </Callout>
        </FormGroup>
        <FormGroup label={t('subscription.email')} labelFor="bl-email">
          <InputGroup id="bl-email" readOnly value={company?.email ?? user?.email ?? ''} />
        </FormGroup>
        <Button
          intent="primary"
          icon="credit-card"
          text={t('subscription.subscribe')}
          onClick={() => void subscribe()}
        />
      </Card>
      <CheckoutDialog invoice={paying} onClose={() => setPaying(null)} />
    </section>
  );
}
