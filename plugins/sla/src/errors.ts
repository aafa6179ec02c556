import { defineErrors, type CodesOf } from '@balcao/core';

/** The SLA plugin's own error codes. */
export const slaErrors = defineErrors({
  ERR_NO_SLA_POLICY_FOUND: { status: 404, meaning: 'No SLA policy with this id in your company' },
  ERR_SLA_TARGET_NOT_FOUND: {
    status: 400,
    meaning: 'The queue, tag or connection an SLA policy applies to is not one of your company',
  },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof slaErrors> {}
}
