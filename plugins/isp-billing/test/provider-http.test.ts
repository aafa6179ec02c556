import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEgress } from '@balcao/core/testing';
import { ProviderUnavailable } from '../src/providers/billing-provider.js';
import { baseUrlOf, requestJson } from '../src/providers/provider-http.js';
import { startFake, type FakeServer } from './support/fake-server.js';

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFake((req) =>
    req.path === '/json'
      ? { json: { ok: true } }
      : req.path === '/html'
        ? { text: '<html>' }
        : { status: 404 },
  );
});
const egress = testEgress();
afterAll(async () => {
  await fake?.close();
  await egress.close();
});

const opts = { provider: 'ixc' as const, timeoutMs: 300, fetch: egress.fetch };
const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (err: unknown) => err,
  );

describe('requests to a billing system', () => {
  it('a setting is a host (https assumed) or a full URL', () => {
    expect(baseUrlOf('erp.provedor.com.br', '/webservice/v1/cliente')).toBe(
      'https://erp.provedor.com.br/webservice/v1/cliente',
    );
    expect(baseUrlOf(' http://10.0.0.5:8080/ ', '/api/')).toBe('http://10.0.0.5:8080/api/');
  });

  it('answers the JSON; a hang past the timeout, an HTML page or a 404 is ProviderUnavailable', async () => {
    expect(await requestJson(opts, `${fake.url}/json`, {})).toEqual({ ok: true });
    const notJson = await failure(requestJson(opts, `${fake.url}/html`, {}));
    expect(notJson).toBeInstanceOf(ProviderUnavailable);
    const missing = await failure(requestJson(opts, `${fake.url}/nothing`, {}));
    expect(missing).toBeInstanceOf(ProviderUnavailable);
    expect((missing as ProviderUnavailable).status).toBe(404);
    fake.hang = true;
    try {
      // the fake never answers while hanging: an answer at all is the timeout's
      const slow = await failure(requestJson(opts, `${fake.url}/json`, {}));
      expect(slow).toBeInstanceOf(ProviderUnavailable);
    } finally {
      fake.hang = false;
    }
  });
});
