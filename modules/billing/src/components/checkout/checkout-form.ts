import { required, type Schema } from '@balcao/kit';

/** The checkout's first step (spec §5 Checkout step 1). */
export interface CheckoutValues {
  firstName: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
  country: 'BR' | 'usa';
  useAddressForPaymentDetails: boolean;
}

export const COUNTRIES = ['BR', 'usa'] as const;

export const emptyCheckout: CheckoutValues = {
  firstName: '',
  address2: '',
  city: '',
  state: '',
  zipcode: '',
  country: 'BR',
  useAddressForPaymentDetails: false,
};

/** A Brazilian CEP is 8 digits (00000-000); a US ZIP 5, or ZIP+4. */
function validZip(zip: string, country: string): boolean {
  const v = zip.trim();
  return country === 'usa' ? /^\d{5}(-\d{4})?$/.test(v) : /^\d{5}-?\d{3}$/.test(v);
}

/** The spec's messages, in the viewer's language (pt: 'O nome completo é obrigatório' ...). */
export function checkoutSchema(t: (key: string) => string): Schema<CheckoutValues> {
  return {
    firstName: [required(t('checkout.errors.firstName'))],
    address2: [required(t('checkout.errors.address2'))],
    city: [required(t('checkout.errors.city'))],
    zipcode: [
      required(t('checkout.errors.zipcode')),
      (v, values) => (validZip(String(v), values.country) ? undefined : t('checkout.errors.zipFormat')),
    ],
    country: [required(t('checkout.errors.country'))],
  };
}

/** First name and the rest, as Whaticket's checkout sends them. */
export function splitName(full: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = full.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}
