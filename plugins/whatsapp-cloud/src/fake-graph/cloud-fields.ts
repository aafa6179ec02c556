import type { FakeNumber } from './fake-graph.js';

/** The connection form's Cloud API fields for one of the fake's numbers: its token, ids and app secret. */
export const cloudFields = (number: FakeNumber) => ({
  cloudAccessToken: number.accessToken,
  cloudPhoneNumberId: number.phoneNumberId,
  cloudBusinessAccountId: number.wabaId,
  cloudAppSecret: number.appSecret,
});
