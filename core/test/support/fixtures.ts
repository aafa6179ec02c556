import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { hashPassword } from '../../src/auth/passwords.js';
import { TEST_SESSION_KEY, type TestKernel } from './test-kernel.js';
import { tokenColumns, useTokenKey } from '../../src/connections/connection-token.js';
import type { HttpClient } from './http-client.js';

export const PASSWORD = 'secret123';

export interface CompanyFixture {
  id: number;
  planId: number;
  admin: { id: number; email: string };
  user: { id: number; email: string };
  queueId: number;
}

/** Rows written straight to the database: tests of a route never depend on another route to set up. */
export async function insertPlan(
  knex: Knex,
  name: string,
  /** stored plan flags; a declared flag not given here reads as its declaration's default */
  flags: Record<string, boolean> = {},
  users = 100,
) {
  const [id] = await knex('plans').insert({
    name,
    users,
    connections: 3,
    queues: 5,
    value: 99.9,
    enabled: true,
    features: JSON.stringify(flags),
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return Number(id);
}

export async function insertCompany(
  knex: Knex,
  name: string,
  planId: number,
  opts: { super?: boolean } = {},
): Promise<CompanyFixture> {
  const now = new Date();
  const [id] = await knex('companies').insert({
    name,
    planId,
    status: true,
    recurrence: 'MENSAL',
    dueDate: new Date(Date.now() + 30 * 864e5),
    createdAt: now,
    updatedAt: now,
  });
  const companyId = Number(id);
  const hash = await hashPassword(PASSWORD);
  const slug = name.toLowerCase().replace(/\W+/g, '');
  const insertUser = async (role: string, profile: string, isSuper = false) => {
    const email = `${role}@${slug}.test`;
    const [uid] = await knex('users').insert({
      companyId,
      name: `${role} ${name}`,
      email,
      passwordHash: hash,
      profile,
      super: isSuper,
      createdAt: now,
      updatedAt: now,
    });
    return { id: Number(uid), email };
  };
  const admin = await insertUser('admin', 'admin', opts.super);
  const user = await insertUser('user', 'user');
  const [queueId] = await knex('queues').insert({
    companyId,
    name: `Vendas ${name}`,
    color: '#0a0',
    createdAt: now,
    updatedAt: now,
  });
  return { id: companyId, planId, admin, user, queueId: Number(queueId) };
}

/** One more user of a company, straight in the table (password PASSWORD); returns its id. */
export async function insertUser(
  knex: Knex,
  companyId: number,
  user: { name: string; email: string; profile?: 'admin' | 'supervisor' | 'user' },
) {
  const now = new Date();
  const [id] = await knex('users').insert({
    companyId,
    profile: 'user',
    ...user,
    passwordHash: await hashPassword(PASSWORD),
    super: false,
    createdAt: now,
    updatedAt: now,
  });
  return Number(id);
}

/** Platform company with a super admin, and two ordinary tenants A and B on a plan with every flag. */
export async function seedTenants(knex: Knex) {
  const planId = await insertPlan(knex, 'Completo');
  const platform = await insertCompany(knex, 'Plataforma', planId, { super: true });
  const a = await insertCompany(knex, 'Empresa A', planId);
  const b = await insertCompany(knex, 'Empresa B', planId);
  return { planId, platform, a, b };
}

export async function login(t: TestKernel, email: string, password = PASSWORD): Promise<HttpClient> {
  const client = t.client();
  const res = await client.post('/auth/login', { email, password });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return client.withToken(res.body.token);
}

/** A connection row straight in the database (sim provider, so nothing dials WhatsApp); returns its id. */
export async function insertWhatsapp(
  knex: Knex,
  companyId: number,
  name: string,
  fields: Record<string, unknown> = {},
) {
  const now = new Date();
  const { token, ...rest } = {
    token: `${name.replace(/\W/g, '')}${companyId}`.padEnd(32, '0').slice(0, 32),
    ...fields,
  };
  // raw rows carry the token as the model stores it; the key is the one every test kernel uses
  useTokenKey(TEST_SESSION_KEY);
  const [id] = await knex('whatsapps').insert({
    companyId,
    name,
    status: 'DISCONNECTED',
    provider: 'sim',
    ...tokenColumns(String(token)),
    isDefault: true,
    createdAt: now,
    updatedAt: now,
    ...rest,
  });
  return Number(id);
}

/**
 * A contact row straight in the table: a fresh uuid, `numberKey` the number as given, now for both stamps; any
 * column in `fields` overrides these. Returns its id.
 */
export async function insertContactRow(
  knex: Knex,
  companyId: number,
  fields: { name: string; number: string } & Record<string, unknown>,
): Promise<number> {
  const now = new Date();
  const [id] = await knex('contacts').insert({
    companyId,
    uuid: randomUUID(),
    numberKey: fields.number,
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
  return Number(id);
}

/**
 * A contact and an open ticket of the company, written to the tables of the product's contacts and tickets
 * plugins (the sweeps that walk every route need a ticket to address); returns the ticket's id.
 */
export async function insertTicket(t: TestKernel, companyId: number): Promise<number> {
  const k = t.kernel.knex;
  const now = { createdAt: new Date(), updatedAt: new Date() };
  const number = `55119${String(companyId).padStart(8, '0')}`;
  const [contactId] = await k('contacts').insert({
    companyId,
    uuid: `00000000-0000-4000-8000-${String(companyId).padStart(12, '0')}`,
    name: `Cliente ${companyId}`,
    number,
    numberKey: number,
    ...now,
  });
  const [ticketId] = await k('tickets').insert({
    companyId,
    uuid: `00000000-0000-4000-9000-${String(companyId).padStart(12, '0')}`,
    contactId: Number(contactId),
    status: 'open',
    ...now,
  });
  return Number(ticketId);
}
