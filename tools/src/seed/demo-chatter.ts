import type { Kernel } from '@balcao/core';
import { DEMO_CONNECTION_NAME } from './demo-connection.js';

/** A few regulars of the demo shop; each writes now and then so the running demo has traffic to answer. */
const contacts = [
  { number: '5511987650001', name: 'Mariana Souza' },
  { number: '5521987650002', name: 'João Pereira' },
  { number: '5531987650003', name: 'Carla Mendes' },
  { number: '5541987650004', name: 'Rafael Lima' },
];

const lines = [
  'Oi, tudo bem? Vocês têm esse produto em estoque?',
  'Qual o prazo de entrega para o meu CEP?',
  'Boa tarde! Meu pedido ainda não chegou.',
  'Vocês aceitam Pix?',
  'Gostaria de trocar um item do meu pedido.',
  'Obrigado pelo atendimento!',
  'Qual o horário de funcionamento da loja?',
  'Preciso da segunda via do boleto.',
];

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

/**
 * While the demo runs, a random contact sends a message every `everyMs` (±50 %) through the simulator,
 * but only on the process that runs the demo connection and only while it is connected. Returns stop.
 */
export function startDemoChatter(kernel: Kernel, everyMs = 45_000): () => void {
  const sim = kernel.channels.sim;
  if (!sim) return () => undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const once = async () => {
    const row = await kernel
      .knex('whatsapps')
      .where({ name: DEMO_CONNECTION_NAME, provider: 'sim' })
      .first('id');
    const id = row ? Number(row.id) : undefined;
    if (id === undefined || kernel.channels.status(id) !== 'CONNECTED') return;
    const from = pick(contacts);
    sim.contactSends(String(id), { from, type: 'text', body: pick(lines) });
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(
      () =>
        void once()
          .catch((err) => kernel.log.warn({ err }, 'demo chatter failed'))
          .finally(schedule),
      everyMs * (0.5 + Math.random()),
    );
    timer.unref();
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
