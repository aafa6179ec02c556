import { describe, expect, it } from 'vitest';
import type { TicketServices } from '@balcao/plugin-tickets';
import { TRANSFER_PHRASE } from '../src/index.js';
import { connectionOf, contactOn, promptOf, promptsKernelPerFile, queueOf } from './prompts-kernel.js';

// Commands in the model's answer (docs/plugins.md "Bot commands"): a line `#{...}` the contact never reads,
// applied to the ticket as the system `prompt`; one that takes the ticket off the bot silences the prompt.
const k = promptsKernelPerFile();

const tickets = () => k.t.kernel.plugins.services.get('tickets') as TicketServices;
const notesOf = (ticketId: number) =>
  k.t.kernel.knex('ticketNotes').where({ ticketId }).orderBy('id').select('note', 'userId');

describe('commands in an AI prompt answer', () => {
  it('asks for them in the system prompt; the contact reads the text, the note is written', async () => {
    const prompt = await promptOf(k);
    const conn = await connectionOf(k, [], prompt.id);
    const maria = contactOn(k, conn, '5511930000001');
    k.ai.reply = () => 'Anotei, Maria!\n#{"type":"note","body":"Cliente quer trocar o plano"}';
    await maria.says('quero trocar meu plano');
    expect(maria.received()).toEqual(['Anotei, Maria!']);
    const ticket = await maria.ticket();
    expect(await notesOf(ticket.id)).toEqual([{ note: 'Cliente quer trocar o plano', userId: null }]);
    expect(ticket.promptId).toBe(prompt.id);
    const system = k.ai.chats().at(-1)!.json.messages[0].content as string;
    expect(system).toContain('#{"type":"note","body":"<texto>"}');
  });

  it('a transfer moves the ticket to the named queue and the prompt stops answering', async () => {
    const vendas = await queueOf(k, { name: 'Vendas humanas' });
    const prompt = await promptOf(k);
    const conn = await connectionOf(k, [], prompt.id);
    const joao = contactOn(k, conn, '5511930000002', 'João');
    k.ai.reply = () => `Vou te passar para vendas.\n#{"type":"transfer","queueId":${vendas}}`;
    await joao.says('quero comprar');
    expect(joao.received()[0]).toBe('Vou te passar para vendas.');
    const ticket = await joao.ticket();
    expect(ticket).toMatchObject({ queueId: vendas, promptId: null, status: 'pending' });
    const asked = k.ai.chats().length;
    await joao.says('alô?');
    expect(k.ai.chats()).toHaveLength(asked);
  });

  it("refuses another company's queue, records why, and still lets go of the ticket", async () => {
    const [queueOfB] = await k.t.kernel.knex('queues').insert({
      companyId: k.seed.b.id,
      name: 'Fila da B',
      color: '#999999',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const prompt = await promptOf(k);
    const conn = await connectionOf(k, [], prompt.id);
    const ana = contactOn(k, conn, '5511930000003', 'Ana');
    k.ai.reply = () => `Um momento.\n#{"type":"transfer","queueId":${Number(queueOfB)}}`;
    await ana.says('atendente');
    const ticket = await ana.ticket();
    expect(ticket.queueId).toBeNull();
    expect(ticket.promptId).toBeNull();
    const runs = await tickets().commands.runs(k.seed.a.id, ticket.id);
    expect(runs.map((r) => [r.source, r.outcome, r.reason])).toEqual([
      ['prompt', 'refused', 'ERR_NO_QUEUE_FOUND'],
    ]);
  });

  it('the transfer phrase still hands over, with a command beside it applied too', async () => {
    const humans = await queueOf(k, { name: 'Humanos' });
    const prompt = await promptOf(k, { queueId: humans });
    const conn = await connectionOf(k, [], prompt.id);
    const bia = contactOn(k, conn, '5511930000004', 'Bia');
    k.ai.reply = () => `${TRANSFER_PHRASE}. Já te passo.\n#{"type":"note","body":"reclamação"}`;
    await bia.says('quero reclamar');
    expect(bia.received()).toEqual(['Já te passo.']);
    const ticket = await bia.ticket();
    expect(ticket).toMatchObject({ queueId: humans, promptId: null });
    expect(await notesOf(ticket.id)).toEqual([{ note: 'reclamação', userId: null }]);
  });

  it('close resolves the ticket', async () => {
    const prompt = await promptOf(k);
    const conn = await connectionOf(k, [], prompt.id);
    const caio = contactOn(k, conn, '5511930000005', 'Caio');
    k.ai.reply = () => 'Até mais, Caio!\n#{"type":"close"}';
    await caio.says('obrigado, era só isso');
    expect(caio.received()[0]).toBe('Até mais, Caio!');
    expect((await caio.ticket()).status).toBe('closed');
  });
});
