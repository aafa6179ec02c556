import { defineErrors, type CodesOf } from '@balcao/core';

/** The dialogflow test session's error codes (POST /queueIntegration/testSession). */
export const dialogflowErrors = defineErrors({
  ERR_DIALOGFLOW_INVALID_JSON: {
    status: 400,
    meaning:
      'jsonContent is not a Google service-account key (JSON with client_email, private_key, token_uri)',
  },
  ERR_INTEGRATION_TEST_FAILED: {
    status: 400,
    meaning:
      'Dialogflow (or its token endpoint) refused the test session, could not be reached or is not allowed; the reason is logged, never answered',
  },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof dialogflowErrors> {}
}
