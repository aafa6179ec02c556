import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HookEvents } from '../../src/plugins/hook-events.js';
import {
  insertCompany,
  insertPlan,
  openConnection,
  startTestKernel,
  until,
  type TestKernel,
} from '../support/index.js';
import { productPlugins } from '../support/product-declarations.js';

/**
 * Issue 32: the pipeline's cost must not grow with plugins. A contact's plain text on their open ticket, with every
 * plugin of the product loaded, costs at most BUDGET statements sent from the pipeline's steps (and what they
 * tell). A plugin that adds a query to every message fails here: make it ask only when the message concerns it
 * (a cached set, a field already in the turn), or raise the budget knowingly. Counted, never timed.
 * Measured on both engines when the budget was set: tools/bench/engine prints the same count per step.
 */
const BUDGET = 7;
/** an ack, an edit or a revoke: the messages, their contacts, the write, their tickets' audience */
const UPDATE_BUDGET = 4;

let t: TestKernel;
let send: (body: string) => Promise<string[]>;
let edit: (body: string) => Promise<string[]>;

beforeAll(async () => {
  t = await startTestKernel({ plugins: await productPlugins() });
  const knex = t.kernel.knex;
  const company = await insertCompany(knex, 'Orçamento', await insertPlan(knex, 'Completo'));
  // one queue on the connection: the first message joins it, the later ones are plain messages of its ticket
  const connectionId = await openConnection(t, company.id, { name: 'Sim', queueIds: [company.queueId] });
  const sim = t.kernel.channels.sim!;

  // the statements of the pipeline's steps only: the kernel's own jobs and sweeps run beside them
  const inStep = new AsyncLocalStorage<true>();
  for (const step of t.kernel.pipeline.resolve()) {
    const handle = step.handle.bind(step);
    step.handle = (event, ctx) => inStep.run(true, () => handle(event, ctx));
  }
  let counted: string[] | undefined;
  let lastAt = 0;
  knex.on('query', (q: { sql: string }) => {
    if (!inStep.getStore()) return;
    lastAt = Date.now();
    counted?.push(q.sql);
  });
  // a turn's listeners may still write after it ended (told after a commit): each message is counted whole, alone
  const settled = () => until('the last turn quiet', () => Date.now() - lastAt > 300, 10_000, 50);
  let received = 0;
  t.kernel.hooks.on('message.received', (e: HookEvents['message.received']) => {
    if (!e.message.fromMe) received++;
  });
  let lastWid = '';
  send = async (body) => {
    await settled();
    const before = received;
    counted = [];
    lastWid = sim.contactSends(String(connectionId), {
      from: { number: '5511912340000', name: 'Cliente' },
      type: 'text',
      body,
    });
    await until('the message through the pipeline', () => received > before);
    await settled();
    const sent = counted;
    counted = undefined;
    return sent;
  };
  // the contact edits their last message: an update of a stored message, as an ack or a revoke is
  edit = async (body) => {
    await settled();
    counted = [];
    sim.edit(String(connectionId), '5511912340000@s.whatsapp.net', lastWid, body);
    await until('the edit stored', async () =>
      Boolean(await knex('messages').where({ wid: lastWid, body, isEdited: true }).first('id')),
    );
    await settled();
    const sent = counted;
    counted = undefined;
    return sent;
  };
}, 120_000);

afterAll(async () => {
  await t?.stop();
});

describe('statements per inbound message', () => {
  it(`a plain text on an existing ticket costs at most ${BUDGET} statements, every plugin loaded`, async () => {
    const first = await send('oi');
    // the first message opens the ticket and joins the queue: it may cost more
    expect(first.length).toBeGreaterThan(0);
    for (const body of ['quero saber do meu pedido', 'alguém aí?', 'obrigado']) {
      const statements = await send(body);
      // the list is printed on every run: a change to the count shows what moved
      console.log(
        `${statements.length} statements for "${body}":\n${statements.map((s) => s.slice(0, 160)).join('\n')}`,
      );
      expect(
        statements.length,
        `statements for "${body}":\n${statements.map((s) => s.slice(0, 120)).join('\n')}`,
      ).toBeLessThanOrEqual(BUDGET);
    }
  });

  it(`an edit of a stored message costs at most ${UPDATE_BUDGET} statements`, async () => {
    await send('meu pedido é o 123');
    // the first edit is not counted: the kernel's first use of a path may read what it then keeps
    await edit('meu pedido é o 124');
    const statements = await edit('meu pedido é o 125');
    console.log(
      `${statements.length} statements for the edit:\n${statements.map((s) => s.slice(0, 160)).join('\n')}`,
    );
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(UPDATE_BUDGET);
  });
});
