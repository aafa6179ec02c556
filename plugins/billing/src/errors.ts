import { defineErrors, type CodesOf } from '@balcao/core';

/** The billing plugin's own error codes. */
export const billingErrors = defineErrors({
  ERR_NO_INVOICE_FOUND: { status: 404, meaning: 'No invoice with this id in your company' },
  ERR_INVOICE_ALREADY_PAID: { status: 400, meaning: 'This invoice is paid already' },
  ERR_NO_OPEN_INVOICE: { status: 400, meaning: 'The company has no unpaid invoice to pay' },
  ERR_PAYMENT_GATEWAY: { status: 502, meaning: 'The payment gateway did not create the charge; try again' },
  ERR_WEBHOOK_SIGNATURE: { status: 403, meaning: "The webhook's signature or token does not match" },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof billingErrors> {}
}
