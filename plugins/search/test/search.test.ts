import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { insertMessage, marked, startSearchKernel, type SearchKernel } from './search-kernel.js';
import { recentWindow } from '@balcao/plugin-tickets';
import { insertContact, insertQueue, insertTicket, signedInUser } from '@balcao/core/testing';

const k = kernelPerFile<SearchKernel>(startSearchKernel);
let a: number;
let queueA: number;
let queueB: number;
let ticketA: number;
let ticketB: number;
let ticketNoQueue: number;
let accented: number;
let plain: number;

interface Group {
  ticket: { id: number; uuid: string; queue: { id: number; name: string } | null; contact: { name: string } };
  contact: { name: { text: string; marks: Array<[number, number]> } } | null;
  messages: Array<{ id: number; snippet: { text: string; marks: Array<[number, number]> } }>;
  notes: Array<{ id: number; snippet: { text: string; marks: Array<[number, number]> } }>;
  tags: Array<{ id: number; name: string }>;
}
const groupsOf = (body: { groups: Group[] }) => body.groups;

beforeAll(async () => {
  a = k.seed.a.id;
  queueA = await insertQueue(k.knex, a, { name: 'Suporte', color: '#336699' });
  queueB = await insertQueue(k.knex, a, { name: 'Financeiro', color: '#996633' });
  const maria = await insertContact(k.knex, a, { name: 'Maria Conceição', number: '5511988887777' });
  const joao = await insertContact(k.knex, a, { name: 'João Pereira', number: '5521977776666' });
  const ana = await insertContact(k.knex, a, { name: 'Ana Souza', number: '5531966665555' });
  ticketA = (await insertTicket(k.knex, { companyId: a, contactId: maria, status: 'open', queueId: queueA }))
    .id;
  ticketB = (await insertTicket(k.knex, { companyId: a, contactId: joao, status: 'open', queueId: queueB }))
    .id;
  ticketNoQueue = (
    await insertTicket(k.knex, { companyId: a, contactId: ana, status: 'open', queueId: null })
  ).id;
  accented = await insertMessage(k.knex, ticketA, 'Preciso de ATENÇÃO com o boleto, por favor');
  plain = await insertMessage(k.knex, ticketA, 'obrigado pela atencao');
  await insertMessage(k.knex, ticketA, 'nada a ver aqui');
  await insertMessage(k.knex, ticketB, 'o boleto venceu ontem');
  await insertMessage(k.knex, ticketNoQueue, 'quero cancelar o plano');
  const other = await insertContact(k.knex, k.seed.b.id, { name: 'Cliente B', number: '5541955554444' });
  const ticketOther = (
    await insertTicket(k.knex, { companyId: k.seed.b.id, contactId: other, status: 'open' })
  ).id;
  await insertMessage(k.knex, ticketOther, 'boleto da empresa B, atenção');
});

describe('GET /search', () => {
  it('finds accented words without accents and plain words with them, whatever the case', async () => {
    for (const q of ['atencao', 'ATENÇÃO', 'Atenção']) {
      const res = await k.adminA.get(`/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      const groups = groupsOf(res.body);
      expect(groups.map((g) => g.ticket.id)).toEqual([ticketA]);
      expect(groups[0]!.messages.map((m) => m.id)).toEqual([plain, accented]);
      expect(groups[0]!.messages.map((m) => marked(m.snippet))).toEqual([['atencao'], ['ATENÇÃO']]);
    }
  });

  it('groups the matching messages by ticket, newest match first, with the ticket, contact and queue', async () => {
    const res = await k.adminA.get('/search?q=boleto');
    const groups = groupsOf(res.body);
    expect(groups.map((g) => g.ticket.id)).toEqual([ticketB, ticketA]);
    expect(groups[0]).toMatchObject({
      ticket: { id: ticketB, queue: { id: queueB, name: 'Financeiro' }, contact: { name: 'João Pereira' } },
      messages: [{ snippet: { text: 'o boleto venceu ontem', marks: [[2, 8]] } }],
    });
    expect(groups[1]!.messages.map((m) => m.id)).toEqual([accented]);
    expect(res.body.hasMore).toBe(false);
  });

  it('requires every word and matches word prefixes', async () => {
    expect(groupsOf((await k.adminA.get('/search?q=bolet%20venceu')).body).map((g) => g.ticket.id)).toEqual([
      ticketB,
    ]);
    expect(groupsOf((await k.adminA.get('/search?q=boleto%20cancelar')).body)).toEqual([]);
  });

  it("shows an attendant only their queues' tickets and those without queue (spec §6)", async () => {
    const att = await signedInUser(k.t, a, { name: 'Atendente', queueIds: [queueA] });
    const boleto = groupsOf((await att.http.get('/search?q=boleto')).body);
    expect(boleto.map((g) => g.ticket.id)).toEqual([ticketA]);
    const cancel = groupsOf((await att.http.get('/search?q=cancelar')).body);
    expect(cancel.map((g) => g.ticket.id)).toEqual([ticketNoQueue]);
    const joao = groupsOf((await att.http.get('/search?q=pereira')).body);
    expect(joao).toEqual([]);
  });

  it("never shows another company's tickets", async () => {
    const groups = groupsOf((await k.adminB.get('/search?q=boleto')).body);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.ticket.contact.name).toBe('Cliente B');
    expect(groupsOf((await k.adminB.get('/search?q=conceicao')).body)).toEqual([]);
  });

  it('matches contact names (accent-blind) and numbers (any run of digits)', async () => {
    const byName = groupsOf((await k.adminA.get('/search?q=conceicao')).body);
    expect(byName.map((g) => g.ticket.id)).toEqual([ticketA]);
    expect(marked(byName[0]!.contact!.name)).toEqual(['Conceição']);
    expect(byName[0]!.messages).toEqual([]);
    const byNumber = groupsOf((await k.adminA.get('/search?q=97777')).body);
    expect(byNumber.map((g) => g.ticket.id)).toEqual([ticketB]);
  });

  it('matches ticket notes and tags', async () => {
    const now = new Date();
    const user = k.seed.a.admin.id;
    const [note] = await k.knex('ticketNotes').insert({
      companyId: a,
      ticketId: ticketB,
      contactId: (await k.knex('tickets').where({ id: ticketB }).first('contactId')).contactId,
      userId: user,
      note: 'Cliente pediu reembolso parcial',
      createdAt: now,
      updatedAt: now,
    });
    const notes = groupsOf((await k.adminA.get('/search?q=reembolso')).body);
    expect(notes.map((g) => g.ticket.id)).toEqual([ticketB]);
    expect(notes[0]!.notes).toEqual([
      { id: Number(note), snippet: { text: 'Cliente pediu reembolso parcial', marks: [[14, 23]] } },
    ]);

    const [tag] = await k
      .knex('tags')
      .insert({ companyId: a, name: 'Inadimplência', color: '#f00', createdAt: now, updatedAt: now });
    await k
      .knex('ticketTags')
      .insert({ ticketId: ticketNoQueue, tagId: Number(tag), companyId: a, createdAt: now, updatedAt: now });
    const tagged = groupsOf((await k.adminA.get('/search?q=inadimplencia')).body);
    expect(tagged.map((g) => g.ticket.id)).toEqual([ticketNoQueue]);
    expect(tagged[0]!.tags).toEqual([{ id: Number(tag), name: 'Inadimplência', color: '#f00' }]);
  });

  it('keeps the index in step with edits and deletions', async () => {
    const id = await insertMessage(k.knex, ticketNoQueue, 'primeira versão do texto');
    await k.knex('messages').where({ id }).update({ body: 'segunda redação corrigida' });
    expect(groupsOf((await k.adminA.get('/search?q=primeira')).body)).toEqual([]);
    expect(groupsOf((await k.adminA.get('/search?q=redacao')).body)[0]!.messages.map((m) => m.id)).toEqual([
      id,
    ]);
    await k.knex('messages').where({ id }).delete();
    expect(groupsOf((await k.adminA.get('/search?q=redacao')).body)).toEqual([]);
  });

  it('answers 400 with an ERR_ code for a query it cannot search, never 500', async () => {
    expect(await k.adminA.get('/search?q=a%20de')).toMatchObject({
      status: 400,
      body: { error: 'ERR_SEARCH_TOO_SHORT' },
    });
    expect(await k.adminA.get('/search?q=%22*%2B-()')).toMatchObject({
      status: 400,
      body: { error: 'ERR_SEARCH_TOO_SHORT' },
    });
    expect(await k.adminA.get('/search')).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
    expect(await k.adminA.get('/search?q=boleto&pageNumber=abc')).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
    // full-text operators in the words are only separators
    expect((await k.adminA.get(`/search?q=${encodeURIComponent('+boleto* -"venceu" NEAR(x)')}`)).status).toBe(
      200,
    );
    expect((await k.t.client().get('/search?q=boleto')).status).toBe(401);
  });
});

describe('the conversation page of a hit', () => {
  it('names the page of GET /messages/:ticketId holding the message, 20 per page newest first', async () => {
    const contact = await insertContact(k.knex, a, { name: 'Longa Conversa', number: '5511900001111' });
    const ticket = (await insertTicket(k.knex, { companyId: a, contactId: contact, status: 'open' })).id;
    const ids: number[] = [];
    for (let i = 0; i < 45; i++)
      ids.push(await insertMessage(k.knex, ticket, i === 3 ? 'palavrarara aqui' : `linha ${i}`));
    const res = await k.adminA.get('/search?q=palavrarara');
    const hit = groupsOf(res.body)[0]!.messages[0] as unknown as { id: number; page: number };
    expect(hit.id).toBe(ids[3]);
    expect(hit.page).toBe(3);
    const page = await k.adminA.get(`/messages/${ticket}?pageNumber=3`);
    expect(page.body.messages.map((m: { id: number }) => Number(m.id))).toContain(ids[3]);
  });
});

describe('a word in many messages', () => {
  it('reads a page whose matches go past the first recent window from the rows just older, in order', async () => {
    // MariaDB scans the newest ids first (find-messages.ts); small windows here make this page need the second
    const saved = { ...recentWindow };
    Object.assign(recentWindow, { first: 10, most: 1000 });
    try {
      const contact = await insertContact(k.knex, a, { name: 'Meia Densidade', number: '5511900003333' });
      const ticket = (await insertTicket(k.knex, { companyId: a, contactId: contact, status: 'open' })).id;
      const ids: number[] = [];
      for (let i = 0; i < 100; i++) {
        const id = await insertMessage(k.knex, ticket, i % 2 ? `entrega expressa ${i}` : `sem nada ${i}`);
        if (i % 2) ids.push(id);
      }
      const first = await k.adminA.get('/search?q=expressa');
      expect(groupsOf(first.body)[0]!.messages.map((m) => m.id)).toEqual(ids.slice(-40).reverse());
      expect(first.body.hasMore).toBe(true);
      const second = await k.adminA.get('/search?q=expressa&pageNumber=2');
      expect(groupsOf(second.body)[0]!.messages.map((m) => m.id)).toEqual(ids.slice(0, 10).reverse());
    } finally {
      Object.assign(recentWindow, saved);
    }
  });

  it('pages the newest matches 40 at a time, word prefixes only, accent-blind', async () => {
    const contact = await insertContact(k.knex, a, { name: 'Muitas Mensagens', number: '5511900002222' });
    const ticket = (await insertTicket(k.knex, { companyId: a, contactId: contact, status: 'open' })).id;
    const ids: number[] = [];
    for (let i = 0; i < 43; i++) ids.push(await insertMessage(k.knex, ticket, `Pedido urgentíssimo ${i}`));
    // inside a word, not at its start: not a match
    await insertMessage(k.knex, ticket, 'superurgentissimo');
    const first = await k.adminA.get('/search?q=urgentissimo');
    const group = groupsOf(first.body)[0]!;
    expect(group.messages.map((m) => m.id)).toEqual(ids.slice(3).reverse());
    expect(marked(group.messages[0]!.snippet)).toEqual(['urgentíssimo']);
    expect(first.body.hasMore).toBe(true);
    const second = await k.adminA.get('/search?q=URGENTISSIMO&pageNumber=2');
    expect(groupsOf(second.body)[0]!.messages.map((m) => m.id)).toEqual(ids.slice(0, 3).reverse());
    expect(second.body.hasMore).toBe(false);
  });
});

describe('the full-text indexes', () => {
  it("an install whose search plugin made them keeps them when their owners' migrations take them over", async () => {
    // as before the move: search's migration 001 made the indexes, the owners' steps have not run
    const owned = ['contacts/004_full_text', 'tickets/009_full_text', 'tags/003_full_text'];
    await k.knex('knex_migrations').whereIn('name', owned).delete();
    expect((await k.t.kernel.migrate()).sort()).toEqual([...owned].sort());
    const res = await k.adminA.get('/search?q=cancelar');
    expect(groupsOf(res.body).map((g) => g.ticket.id)).toEqual([ticketNoQueue]);
    // a message written since is found: the index kept following its table
    await insertMessage(k.knex, ticketNoQueue, 'quero cancelar de novo');
    expect(groupsOf((await k.adminA.get('/search?q=cancelar')).body)[0]!.messages).toHaveLength(2);
  });
});
