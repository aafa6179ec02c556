import { useState } from 'react';
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { showToast, useForm, useLoad, useSession, Dialog } from '@balcao/kit';
import { fetchCompanyPlan, subscribe, type Invoice, type PixCharge } from '../../api';
import { checkoutSchema, emptyCheckout, splitName, type CheckoutValues } from './checkout-form';
import { DataStep } from './DataStep';
import { PlanStep, ReviewStep } from './Summaries';
import { PixScreen } from './PixScreen';
import { Steps } from './Steps';

const STEPS = ['data', 'customize', 'review'] as const;

/**
 * Spec §2/§4 checkout: Dados, Personalizar, Revisar, then the Pix screen. Paying posts the subscription for
 * this invoice (the server charges the invoice's value) and shows the QR; the page's payment listener takes it
 * from there.
 */
export function CheckoutDialog({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const { user } = useSession();
  const [step, setStep] = useState(0);
  const [charge, setCharge] = useState<PixCharge | null>(null);
  const companyId = user?.companyId;
  const open = Boolean(invoice);
  // read at each opening (the last one's shows meanwhile); none when it fails
  const [read] = useLoad(
    open && companyId ? companyId : null,
    () => fetchCompanyPlan(companyId ?? 0).then((c) => c.plan),
    { onError: () => undefined, fallback: null },
  );
  const plan = read ?? null;
  const form = useForm<CheckoutValues>(
    emptyCheckout,
    checkoutSchema(t),
    async ({ firstName, ...address }) => {
      if (!invoice) return;
      if (step < STEPS.length - 1) {
        setStep(step + 1);
        return;
      }
      const result = await subscribe({
        ...splitName(firstName),
        ...address,
        nameOnCard: '',
        cardNumber: '',
        cvv: '',
        plan: JSON.stringify(plan ?? { name: invoice.detail }),
        price: invoice.value,
        users: plan?.users ?? 0,
        connections: plan?.connections ?? 0,
        invoiceId: invoice.id,
      });
      setCharge(result);
      showToast(t('toasts.subscribed'), 'success');
    },
  );
  const { reset } = form;

  // a closed checkout starts again from Dados
  const close = () => {
    setStep(0);
    setCharge(null);
    reset();
    onClose();
  };

  const back = () => setStep((s) => Math.max(0, s - 1));
  return (
    <Dialog
      isOpen={open}
      onClose={close}
      title={t('checkout.title')}
      icon="credit-card"
      className="bl-checkout"
    >
      <form onSubmit={(e) => void form.handleSubmit(e)} noValidate>
        <DialogBody>
          {charge ? (
            <PixScreen charge={charge} />
          ) : (
            <>
              <Steps steps={STEPS.map((s) => t(`checkout.steps.${s}`))} current={step} />
              {invoice && step === 0 && <DataStep {...form} />}
              {invoice && step === 1 && <PlanStep invoice={invoice} plan={plan} />}
              {invoice && step === 2 && <ReviewStep values={form.values} invoice={invoice} />}
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            charge ? (
              <Button text={t('kit:common.close')} onClick={close} />
            ) : (
              <>
                {step > 0 && <Button text={t('checkout.back')} onClick={back} data-testid="checkout-back" />}
                <Button
                  type="submit"
                  intent="primary"
                  loading={form.submitting}
                  data-testid="checkout-next"
                  text={step === STEPS.length - 1 ? t('checkout.pay') : t('checkout.next')}
                />
              </>
            )
          }
        />
      </form>
    </Dialog>
  );
}
