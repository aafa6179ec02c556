import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import {
  openConnection,
  simContact,
  startTenantKernel,
  type TenantKernel,
  nextIn,
  insertQueue,
} from '@balcao/core/testing';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { queuesPlugin } from '../src/index.js';
import { insertOption } from './queues-kernel.js';

/** A kernel with contacts, tickets and queues whose bot reads `clock.now` (tests move it). */
export type BotKernel = TenantKernel<'admin'> & { clock: { now: Date } };

/** A test file's bot kernel: started before its first test, stopped after its last (kernelPerFile). */
export const botKernelPerFile = () => kernelPerFile<BotKernel>(startBotKernel, 60_000);

/** The queue menu the bot sends: its greeting, then a numbered line per queue. */
export const menu = (greeting: string, ...names: string[]) =>
  [greeting, names.map((n, i) => `${i + 1} - ${n}`).join('\n')].join('\n\n');

export async function startBotKernel(): Promise<BotKernel> {
  const clock = { now: new Date() };
  const k = await startTenantKernel({
    plugins: [contacts, tickets, queuesPlugin({ now: () => clock.now })],
    as: ['admin'],
    plan: { queues: 100 },
  });
  return { ...k, clock };
}

/** A linked sim connection of company A offering `queueIds` (in whatsapp_queues), open and ready. */
export async function connectionWith(k: BotKernel, queueIds: number[], fields: Record<string, unknown> = {}) {
  const name = `Bot ${nextIn(k, 'connections')}`;
  return String(
    await openConnection(k.t, k.seed.a.id, { name, queueIds, fields: { isDefault: false, ...fields } }),
  );
}

/** A queue of company A (a unique name), with options given as a tree. */
export async function queueWith(
  k: BotKernel,
  fields: {
    name?: string;
    greetingMessage?: string;
    orderQueue?: number;
    outOfHoursMessage?: string;
    schedules?: unknown;
  },
  options: OptionTree[] = [],
) {
  const queueId = await insertQueue(k.t.kernel.knex, k.seed.a.id, {
    name: `Fila ${nextIn(k, 'queues')}`,
    ...fields,
  });
  const add = async (nodes: OptionTree[], parentId: number | null) => {
    for (const [i, node] of nodes.entries()) {
      const id = await insertOption(k.t, k.seed.a.id, {
        queueId,
        parentId,
        title: node.title,
        option: String(i + 1),
        ...(node.message ? { message: node.message } : {}),
      });
      await add(node.children ?? [], id);
    }
  };
  await add(options, null);
  return queueId;
}

export interface OptionTree {
  title: string;
  message?: string;
  children?: OptionTree[];
}

/** Company A's setting, written as the settings route would store it. */
export async function setSetting(k: BotKernel, key: string, value: string) {
  await k.t.kernel.settings.set(k.seed.a.id, key, value);
}

/** A contact of the connection: `says` waits until the message went through every step. */
export const contact = (k: BotKernel, conn: string, number: string) =>
  simContact(k.t, k.sim, conn, number, `Cliente ${number.slice(-4)}`);
