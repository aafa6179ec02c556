import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, toastSuccess, useCompanyEvent } from '@balcao/kit';

/** Spec §9: after the payment is confirmed the app goes to / after 4000 ms. */
const REDIRECT_AFTER_PAYMENT_MS = 4000;

interface PaymentEvent {
  action: string;
  company?: { id: number; dueDate: string | null };
}

/**
 * On `company-{id}-payment` CONCLUIDA: 'Sua licença foi renovada até {date}!' and, 4 s later, a full load of /
 * (the session, menu and plan are read again, so a company that was overdue gets its whole app back).
 */
export function usePaymentDone(onPaid?: () => void) {
  const { t } = useTranslation('billing');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useCompanyEvent<PaymentEvent>('payment', (event) => {
    if (event.action !== 'CONCLUIDA') return;
    toastSuccess(t('toasts.renewed', { date: formatDate(event.company?.dueDate) }));
    onPaid?.();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => window.location.assign('/'), REDIRECT_AFTER_PAYMENT_MS);
  });
}
