import { describe, expect, it } from 'vitest';
import { closedSince } from '../src/index.js';
import { botKernelPerFile, connectionWith, contact, queueWith, setSetting } from './bot-kernel.js';
import { week } from './queues-kernel.js';

const k = botKernelPerFile();

// São Paulo is UTC-3: Monday 2026-11-23 20:00 local is 23:00Z
const local = (iso: string) => new Date(`${iso}-03:00`);

describe('out of hours', () => {
  it('closedSince keys one closed period: the same for every moment of it, another for the next', () => {
    expect(closedSince(week, local('2026-11-23T10:00:00'))).toBeNull();
    const monday = closedSince(week, local('2026-11-23T20:00:00'));
    expect(monday).toEqual(local('2026-11-23T18:00:00'));
    expect(closedSince(week, local('2026-11-24T07:59:00'))).toEqual(monday);
    expect(closedSince(week, local('2026-11-24T19:00:00'))).toEqual(local('2026-11-24T18:00:00'));
    // Saturday 12:00 until Monday 08:00 is one period (Sunday is closed)
    expect(closedSince(week, local('2026-11-30T07:00:00'))).toEqual(local('2026-11-28T12:00:00'));
    expect(closedSince([], local('2026-11-23T20:00:00'))).toBeNull();
  });

  it("company hours: the connection's message once per closed period, and no menu meanwhile", async () => {
    await k.t.kernel
      .knex('companies')
      .where({ id: k.seed.a.id })
      .update({ schedules: JSON.stringify(week) });
    await setSetting(k, 'scheduleType', 'company');
    const a = await queueWith(k, { name: 'Vendas' });
    const b = await queueWith(k, { name: 'Suporte' });
    const conn = await connectionWith(k, [a, b], {
      greetingMessage: 'Menu',
      outOfHoursMessage: 'Estamos fechados.',
    });
    const bia = contact(k, conn, '5511922220001');

    for (const [i, at] of ['20:00', '20:05', '23:59'].entries()) {
      k.clock.now = local(`2026-11-23T${at}:00`);
      await bia.says(`mensagem ${i}`);
    }
    k.clock.now = local('2026-11-24T06:30:00');
    await bia.says('ainda fechado?');
    expect(bia.received()).toEqual(['Estamos fechados.']);
    const ticket = await bia.ticket();
    expect(ticket.queueId).toBeNull();
    expect(ticket.amountUsedBotQueues).toBe(0);

    k.clock.now = local('2026-11-24T19:00:00');
    await bia.says('e agora?');
    expect(bia.received()).toEqual(['Estamos fechados.', 'Estamos fechados.']);

    // open again: the menu answers
    k.clock.now = local('2026-11-25T09:00:00');
    await bia.says('bom dia');
    expect(bia.received().at(-1)).toBe('Menu\n\n1 - Suporte\n2 - Vendas');
    await setSetting(k, 'scheduleType', 'disabled');
  });

  it("queue hours: once the ticket has a queue, the queue's message in its closed period", async () => {
    await setSetting(k, 'scheduleType', 'queue');
    const noite = [{ weekdayEn: 'monday', startTime: '08:00', endTime: '12:00' }];
    const fila = await queueWith(
      k,
      { name: 'Plantão', outOfHoursMessage: 'Plantão fechado.', schedules: noite },
      [{ title: 'Dúvidas', message: 'Diga sua dúvida.' }],
    );
    const conn = await connectionWith(k, [fila], {});
    const caio = contact(k, conn, '5511922220002');
    k.clock.now = local('2026-11-23T11:00:00');
    // no queue yet: the queue's hours do not apply; the single queue is joined and its options offered
    await caio.says('oi');
    expect((await caio.ticket()).queueId).toBe(fila);
    const options = '1 - Dúvidas\n\n# - Voltar ao menu inicial';
    k.clock.now = local('2026-11-23T13:00:00');
    await caio.says('1');
    await caio.says('1');
    expect(caio.received()).toEqual([options, 'Plantão fechado.']);
    expect((await caio.ticket()).queueOptionId).toBeNull();
    await setSetting(k, 'scheduleType', 'disabled');
  });
});
