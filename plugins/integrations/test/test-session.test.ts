import { describe, expect, it } from 'vitest';
import { dialogflowKernelPerFile } from './integrations-per-file.js';

// POST /queueIntegration/testSession against a fake Dialogflow (token endpoint + detectIntent)
const k = dialogflowKernelPerFile((text, lang) => ({
  fulfillmentMessages: [{ text: { text: [`${text}! (${lang}) Em que posso ajudar?`] } }],
  intent: { displayName: 'Default Welcome Intent' },
}));

const path = '/queueIntegration/testSession';

describe('POST /queueIntegration/testSession', () => {
  it("answers the intent's reply to a greeting in the form's language", async () => {
    const res = await k.admin.post(path, {
      projectName: 'balcao-agent',
      jsonContent: k.google.serviceAccount(),
      language: 'pt-BR',
    });
    expect(res.status).toBe(200);
    expect(res.body.replies).toEqual(['Olá! (pt-BR) Em que posso ajudar?']);
    expect(res.body.queryResult).toMatchObject({
      queryText: 'Olá',
      intent: { displayName: 'Default Welcome Intent' },
    });

    const en = await k.admin.post(path, {
      projectName: 'balcao-agent',
      jsonContent: k.google.serviceAccount(),
      language: 'en',
    });
    expect(en.body.replies).toEqual(['Hello! (en) Em que posso ajudar?']);
  });

  it('takes the whole integration form as the dialog posts it', async () => {
    const res = await k.admin.post(path, {
      id: 3,
      type: 'dialogflow',
      name: 'Robô',
      projectName: 'balcao-agent',
      jsonContent: k.google.serviceAccount(),
      language: 'es',
      urlN8N: '',
      typebotDelayMessage: 1000,
      typebotExpires: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.replies).toEqual(['Hola! (es) Em que posso ajudar?']);
  });

  it('a JSON that is not a service account is a clear 400', async () => {
    const broken = await k.admin.post(path, {
      projectName: 'balcao-agent',
      jsonContent: '{ not json',
      language: 'pt-BR',
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({
      error: 'ERR_DIALOGFLOW_INVALID_JSON',
      message: 'the service account is not JSON',
    });

    const partial = await k.admin.post(path, {
      projectName: 'balcao-agent',
      jsonContent: '{"client_email":"a@b"}',
    });
    expect(partial.status).toBe(400);
    expect(partial.body.error).toBe('ERR_DIALOGFLOW_INVALID_JSON');
    expect(partial.body.message).toMatch(/private_key/);
  });

  it("Google's refusal is a bare 400 ERR_INTEGRATION_TEST_FAILED: its words are logged, not answered", async () => {
    const res = await k.admin.post(path, {
      projectName: 'outro-projeto',
      jsonContent: k.google.serviceAccount(),
    });
    expect([res.status, res.body]).toEqual([400, { error: 'ERR_INTEGRATION_TEST_FAILED' }]);
  });

  it('a missing field is a validation error', async () => {
    const res = await k.admin.post(path, { jsonContent: k.google.serviceAccount() });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });

  it('needs a session and the useIntegrations plan flag', async () => {
    expect((await k.t.client().post(path, {})).status).toBe(401);
    const plans = () => k.t.kernel.knex('plans').where({ id: k.seed.planId });
    await plans().update({ features: JSON.stringify({ useIntegrations: false }) });
    const res = await k.admin.post(path, {
      projectName: 'balcao-agent',
      jsonContent: k.google.serviceAccount(),
    });
    expect([res.status, res.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    await plans().update({ features: JSON.stringify({ useIntegrations: true }) });
  });
});
