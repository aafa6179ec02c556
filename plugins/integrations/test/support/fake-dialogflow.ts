import { generateKeyPairSync } from 'node:crypto';
import { jwtVerify } from 'jose';
import { json, startFakeServer } from './fake-server.js';

export interface FakeIntent {
  fulfillmentText?: string;
  fulfillmentMessages?: unknown[];
  intent?: { displayName?: string; endInteraction?: boolean };
}

/**
 * Google's side of a Dialogflow integration on one local port: `/token` (the service account's token_uri, which
 * verifies the RS256 assertion with the account's public key, as Google does) and the v2 detectIntent route,
 * which wants the token it issued and answers `reply(text)`.
 */
export async function startFakeDialogflow(reply: (text: string, languageCode: string) => FakeIntent) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const clientEmail = 'bot@balcao-test.iam.gserviceaccount.com';
  let tokens = 0;
  const issued = new Set<string>();
  const detectPath = /^\/v2\/projects\/([^/]+)\/agent\/sessions\/([^/:]+):detectIntent$/;

  const fake = await startFakeServer(async (req, res) => {
    if (req.path === '/token') {
      const form = new URLSearchParams(req.body);
      try {
        const { payload } = await jwtVerify(form.get('assertion') ?? '', publicKey, {
          issuer: clientEmail,
          audience: `${fake.url}/token`,
        });
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || !payload.scope)
          return json(res, 400, { error: 'invalid_grant', error_description: 'bad grant' });
      } catch {
        return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
      }
      const token = `token-${++tokens}`;
      issued.add(token);
      return json(res, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
    }
    const match = detectPath.exec(req.path);
    if (req.method === 'POST' && match) {
      if (!issued.has(String(req.headers.authorization).replace(/^Bearer /, '')))
        return json(res, 401, {
          error: { code: 401, message: 'Request had invalid authentication credentials.' },
        });
      if (decodeURIComponent(match[1]!) !== 'balcao-agent')
        return json(res, 403, {
          error: { code: 403, message: "Permission 'dialogflow.sessions.detectIntent' denied" },
        });
      const { queryInput } = JSON.parse(req.body) as {
        queryInput: { text: { text: string; languageCode: string } };
      };
      const { text, languageCode } = queryInput.text;
      return json(res, 200, {
        responseId: 'r-1',
        queryResult: { queryText: text, languageCode, parameters: {}, ...reply(text, languageCode) },
      });
    }
    json(res, 404, { error: { code: 404, message: 'Not found' } });
  });

  /** the service-account JSON an admin would paste, its token_uri pointing at the fake */
  const serviceAccount = (overrides: Record<string, unknown> = {}) =>
    JSON.stringify({
      type: 'service_account',
      project_id: 'balcao-agent',
      private_key_id: 'k1',
      private_key: pem,
      client_email: clientEmail,
      token_uri: `${fake.url}/token`,
      ...overrides,
    });
  return {
    ...fake,
    serviceAccount,
    tokenRequests: () => fake.seen.filter((r) => r.path === '/token').length,
    detectRequests: () => fake.seen.filter((r) => detectPath.test(r.path)),
  };
}
