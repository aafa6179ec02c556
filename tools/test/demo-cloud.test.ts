import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKernel } from '@balcao/core';
import {
  createTestDatabase,
  HttpClient,
  login,
  productPlugins,
  testEnv,
  until,
  type TestKernel,
} from '@balcao/core/testing';
import { messageWebhook } from '@balcao/plugin-whatsapp-cloud/fake-graph';
import { seedDemo } from '../src/seed/demo-seed.js';
import { DEMO_CLOUD_NAME, seedDemoCloud, startDemoGraph, type DemoGraph } from '../src/seed/demo-cloud.js';

/**
 * The demo's Cloud API connection (npm start) on its loopback fake Graph API, booted in serve.ts's order: the
 * fake first (its URL is the plugin's Graph API), migrations, the demo seed, then the server.
 */
let t: TestKernel;
let graph: DemoGraph;
let dataDir: string;
let adminLogin: { email: string; password: string };
const graphUrlBefore = process.env.WHATSAPP_CLOUD_GRAPH_URL;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'balcao-demo-'));
  graph = await startDemoGraph(dataDir);
  // plugins/whatsapp-cloud reads it at setup, as serve.ts sets it
  process.env.WHATSAPP_CLOUD_GRAPH_URL = graph.url;
  const plugins = await productPlugins();
  const db = await createTestDatabase({ schemaOf: plugins });
  const kernel = await createKernel({ env: testEnv(db.url), plugins });
  await kernel.migrate();
  adminLogin = (await seedDemo(kernel.knex)).logins.find((l) => l.role === 'admin')!;
  expect(await seedDemoCloud(kernel, graph.number)).toBe(true);
  const url = await kernel.listen(0, '127.0.0.1');
  t = {
    kernel,
    url,
    db,
    client: () => new HttpClient(url),
    async stop() {
      await kernel.stop();
      await db.drop();
    },
  };
}, 60_000);

afterAll(async () => {
  await t?.stop();
  await graph?.stop();
  if (graphUrlBefore === undefined) delete process.env.WHATSAPP_CLOUD_GRAPH_URL;
  else process.env.WHATSAPP_CLOUD_GRAPH_URL = graphUrlBefore;
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the demo's WhatsApp Cloud connection", () => {
  it('opens on the fake, turns a customer webhook into a ticket, and sends the answer through the fake', async () => {
    const conn = await t.kernel.knex('whatsapps').where({ name: DEMO_CLOUD_NAME }).first();
    expect(conn).toMatchObject({ provider: 'cloud' });
    const id = Number(conn.id);
    await until('the Cloud connection to open', () => t.kernel.channels.status(id) === 'CONNECTED');

    // a customer writes: Meta (the fake) posts the signed webhook to the URL the dialog shows
    const from = { waId: '5511987650001', name: 'Cliente Cloud' };
    const hello = messageWebhook(graph.number, from, {
      type: 'text',
      text: { body: 'Oi, quero um orçamento' },
    });
    const posted = await graph.fake.post(
      `${t.url}/webhooks/whatsapp-cloud/${id}`,
      graph.number.appSecret,
      hello.body,
    );
    expect(posted.status).toBe(200);
    const inbound = await until('the ticket', () =>
      t.kernel.knex('messages').where({ wid: hello.id, companyId: conn.companyId }).first(),
    );
    const ticket = await t.kernel.knex('tickets').where({ id: inbound.ticketId }).first();
    expect(ticket).toMatchObject({ companyId: conn.companyId, whatsappId: id });
    expect(Number(ticket.unreadMessages)).toBeGreaterThanOrEqual(1);

    // the demo's admin answers in the ticket: it goes out through the fake to the customer's number
    const admin = await login(t, adminLogin.email, adminLogin.password);
    const answer = await admin.post(`/messages/${ticket.id}`, { body: 'Olá! Já te mando o orçamento.' });
    expect(answer.status).toBeLessThan(300);
    const toCustomer = () =>
      graph.fake.sent.filter(
        (s) => s.phoneNumberId === graph.number.phoneNumberId && s.body.to === from.waId,
      );
    const texts = () => toCustomer().map((s) => (s.body.text as { body: string } | undefined)?.body);
    await until('the answer at Meta', () => texts().includes('Olá! Já te mando o orçamento.'));
    // beside the demo queues' greeting (the connection has the demo's queues), the answer goes once
    expect(texts().filter((b) => b === 'Olá! Já te mando o orçamento.')).toHaveLength(1);
  });
});
