import { describe, expect, it } from 'vitest';
import type { FakeIntent } from './support/fake-dialogflow.js';
import { startReceiver } from './support/fake-receiver.js';
import { connectionWith, contact, createIntegration, queueWithOptions } from './integrations-kernel.js';
import { dialogflowKernelPerFile, expectHandedOver } from './integrations-per-file.js';
import { until } from '@balcao/core/testing';

// The whole chain through the real step `integrations.run`: a sim contact writes to a connection whose queue has
// an integration, the step runs the runner, the delivery job retries, and what the bot answers reaches the
// contact (issue 15's must-shows for n8n/webhook and dialogflow). One kernel for the file.
/** what the fake Dialogflow agent answers to a text; each test sets it */
let intent: (text: string) => FakeIntent = () => ({ fulfillmentText: '' });
const k = dialogflowKernelPerFile((text) => intent(text));

const deliverJobs = async () =>
  (await k.t.kernel.jobs.list({ pageSize: 100 })).jobs.filter((j) => j.name === 'integrations.deliver');

describe('an n8n integration on a queue, its receiver failing twice', () => {
  it('gets one signed delivery after three tries, and its reply reaches the contact once', async () => {
    let secret = '';
    const receiver = await startReceiver(
      () => secret,
      [
        { status: 500 },
        { status: 500 },
        { status: 200, body: { replies: [{ body: 'Pedido 981 recebido, obrigado!' }] } },
      ],
    );
    try {
      const created = await createIntegration(k, {
        type: 'n8n',
        name: 'Pedidos n8n',
        urlN8N: `${receiver.url}/webhook/pedidos`,
      });
      // the API shows the signing secret whole once, on create: the integrator copies it from there
      secret = String(created.secret);
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      const queue = await queueWithOptions(k, { integrationId: created.id });
      const conn = await connectionWith(k, [queue]);
      const bia = contact(k, conn, '5511966660001', 'Bia');

      await bia.says('quero pedir uma pizza');
      await until('the reply to reach the contact', () => bia.received().length > 0);
      // settle: every try ran, nothing more is scheduled, a double would have shown by now
      await until('the deliveries to finish', async () =>
        (await deliverJobs()).every((j) => j.lastFinishedAt && !j.nextRunAt),
      );
      await new Promise((r) => setTimeout(r, 300));

      expect(bia.received()).toEqual(['Pedido 981 recebido, obrigado!']);
      expect(receiver.seen.map((r) => r.path)).toEqual(Array(3).fill('/webhook/pedidos'));
      expect(new Set(receiver.deliveryIds()).size).toBe(1);
      expect(receiver.signaturesValid()).toBe(true);
      expect(receiver.accepted.size).toBe(1);
      const ticket = await bia.ticket();
      expect([...receiver.accepted.values()][0]).toMatchObject({
        event: 'message',
        ticketId: ticket.id,
        contact: { name: 'Bia', number: '5511966660001' },
        message: { body: 'quero pedir uma pizza' },
        integration: { id: created.id, name: 'Pedidos n8n' },
      });
      // the bot keeps the ticket: nobody picked it up, no queue menu answered
      expect(ticket).toMatchObject({ queueId: queue, integrationId: created.id, status: 'pending' });
      expect(Boolean(ticket.useIntegration)).toBe(true);
    } finally {
      await receiver.close();
    }
  });
});

describe('a dialogflow integration on a queue', () => {
  it("answers with the intent's reply, and a hand-over payload moves the ticket to the queue", async () => {
    const attendants = await queueWithOptions(k);
    intent = (text) =>
      /humano/i.test(text)
        ? {
            fulfillmentMessages: [
              { text: { text: ['Vou chamar um atendente.'] } },
              { payload: { handover: { queueId: attendants } } },
            ],
          }
        : {
            fulfillmentMessages: [
              { text: { text: ['Olá! Sou o assistente da loja. Em que posso ajudar?'] } },
            ],
          };
    const created = await createIntegration(k, {
      type: 'dialogflow',
      name: 'Assistente',
      projectName: 'balcao-agent',
      jsonContent: k.google.serviceAccount(),
      language: 'pt-BR',
    });
    const queue = await queueWithOptions(k, { integrationId: created.id });
    const conn = await connectionWith(k, [queue]);
    const caio = contact(k, conn, '5511966660002', 'Caio');

    await caio.says('oi');
    expect(caio.received()).toEqual(['Olá! Sou o assistente da loja. Em que posso ajudar?']);
    expect(k.google.detectRequests().at(-1)?.body).toContain('"languageCode":"pt-BR"');

    await caio.says('quero falar com um humano');
    expect(caio.received().slice(1)).toEqual(['Vou chamar um atendente.']);
    const ticket = await caio.ticket();
    expectHandedOver(ticket, attendants);

    // handed over: the bot is silent on this ticket
    const asked = k.google.detectRequests().length;
    await caio.says('alô?');
    expect(caio.received()).toHaveLength(2);
    expect(k.google.detectRequests()).toHaveLength(asked);
  });

  it("a hand-over to another company's queue stops the bot but leaves the ticket in its queue", async () => {
    const [foreign] = await k.t.kernel.knex('queues').insert({
      companyId: k.seed.b.id,
      name: 'Fila da empresa B',
      color: '#abcdef',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    intent = () => ({
      fulfillmentMessages: [
        { text: { text: ['Transferindo...'] } },
        { payload: { handover: { queueId: Number(foreign) } } },
      ],
    });
    const created = await createIntegration(k, {
      type: 'dialogflow',
      name: 'Assistente 2',
      projectName: 'balcao-agent',
      jsonContent: k.google.serviceAccount(),
    });
    const queue = await queueWithOptions(k, { integrationId: created.id });
    const conn = await connectionWith(k, [queue]);
    const duda = contact(k, conn, '5511966660003', 'Duda');

    await duda.says('me transfere');
    expect(duda.received()).toEqual(['Transferindo...']);
    const ticket = await duda.ticket();
    expect(ticket).toMatchObject({ queueId: queue, integrationId: null });
    expect(Boolean(ticket.useIntegration)).toBe(false);
  });
});
