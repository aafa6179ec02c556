import type { Knex } from 'knex';
import { hashPassword } from '@balcao/core';
import { seedDemoConnection } from './demo-connection.js';

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

const DEMO_PASSWORD = 'balcao123';

const plans = [
  { name: 'Completo', users: 50, connections: 10, queues: 20, value: 299.9, flags: {} },
  {
    name: 'Essencial',
    users: 5,
    connections: 1,
    queues: 3,
    value: 89.9,
    flags: {
      useKanban: false,
      useCampaigns: false,
      useOpenAi: false,
      useIntegrations: false,
      useExternalApi: false,
    },
  },
  // internal plans the signup page hides (spec §2 Signup)
  { name: 'Parceiro', users: 999, connections: 99, queues: 99, value: 0, flags: {} },
  { name: 'Plano 1', users: 3, connections: 1, queues: 1, value: 0, flags: {} },
];

/**
 * The demo: a platform company with the super admin, plans (one with every flag on) and "Loja Demo" with an
 * admin, a supervisor and an attendant in two queues. Runs once: a database that has plans is left alone.
 */
export async function seedDemo(knex: Knex): Promise<{ created: boolean; logins: DemoLogin[] }> {
  const logins: DemoLogin[] = [
    { role: 'super admin', email: 'super@balcao.local', password: DEMO_PASSWORD },
    { role: 'admin', email: 'admin@demo.local', password: DEMO_PASSWORD },
    { role: 'supervisor', email: 'supervisor@demo.local', password: DEMO_PASSWORD },
    { role: 'attendant', email: 'atendente@demo.local', password: DEMO_PASSWORD },
  ];
  if (await knex('plans').first('id')) return { created: false, logins };

  const now = new Date();
  const stamp = { createdAt: now, updatedAt: now };
  const hash = await hashPassword(DEMO_PASSWORD);
  await knex.transaction(async (trx) => {
    const planIds: number[] = [];
    for (const p of plans) {
      const [id] = await trx('plans').insert({
        name: p.name,
        users: p.users,
        connections: p.connections,
        queues: p.queues,
        value: p.value,
        enabled: true,
        // the flags the product's plugins declare; one not named here reads as its declared default (on)
        features: JSON.stringify(p.flags),
        ...stamp,
      });
      planIds.push(Number(id));
    }
    const company = async (name: string, planId: number, days: number) => {
      const [id] = await trx('companies').insert({
        name,
        planId,
        status: true,
        recurrence: 'MENSAL',
        dueDate: new Date(Date.now() + days * 864e5),
        ...stamp,
      });
      return Number(id);
    };
    const platform = await company('Balcão', planIds[2]!, 3650);
    const demo = await company('Loja Demo', planIds[0]!, 30);
    await trx('settings').insert({ companyId: demo, key: 'campaignsEnabled', value: 'true', ...stamp });
    await trx('users').insert({
      companyId: platform,
      name: 'Super Admin',
      email: logins[0]!.email,
      passwordHash: hash,
      profile: 'admin',
      super: true,
      ...stamp,
    });
    const people = [
      { name: 'Ana Admin', email: logins[1]!.email, profile: 'admin', allTicket: 'enable' },
      { name: 'Sérgio Supervisor', email: logins[2]!.email, profile: 'supervisor', allTicket: 'enable' },
      { name: 'Alice Atendente', email: logins[3]!.email, profile: 'user', allTicket: 'disable' },
    ];
    const queues = [
      {
        name: 'Vendas',
        color: '#2E7D32',
        orderQueue: 1,
        greetingMessage: 'Olá! Bem-vindo ao setor de vendas.',
      },
      {
        name: 'Suporte',
        color: '#1565C0',
        orderQueue: 2,
        greetingMessage: 'Olá! Conte-nos como podemos ajudar.',
      },
    ];
    const queueIds: number[] = [];
    for (const q of queues) {
      const [id] = await trx('queues').insert({ companyId: demo, ...q, ...stamp });
      queueIds.push(Number(id));
    }
    for (const p of people) {
      const [id] = await trx('users').insert({ companyId: demo, ...p, passwordHash: hash, ...stamp });
      await trx('userQueues').insert(queueIds.map((queueId) => ({ userId: Number(id), queueId })));
    }
    await seedDemoConnection(trx, demo, queueIds);
  });
  return { created: true, logins };
}
