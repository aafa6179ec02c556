import { defineErrors, type CodesOf } from '@balcao/core';

/**
 * The queues plugin's own error codes (ERR_NO_QUEUE_FOUND and ERR_QUEUE_COLOR_ALREADY_EXISTS are the kernel's):
 * listed in /openapi.json and accepted by AppError and notFound.
 */
export const queueErrors = defineErrors({
  ERR_QUEUE_NAME_ALREADY_EXISTS: { status: 409, meaning: 'Another queue of your company has this name' },
  ERR_NO_QUEUE_OPTION_FOUND: { status: 404, meaning: 'No queue option with this id in your company' },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof queueErrors> {}
}
