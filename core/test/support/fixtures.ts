import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { hashPassword } from '../../src/auth/passwords.js';
import { TEST_SESSION_KEY, type TestKernel } from './test-kernel.js';
import { tokenColumns, useTokenKey } from '../../src/connections/connection-token.js';
import type { HttpClient } from './http-client.js';
import type { Columns } from './rows.js';

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

/** One more user of a company, straight in the table (password PASSWORD), in `queueIds`; returns its id. */
export async function insertUser(
  knex: Knex,
  companyId: number,
  fields: {
    name: string;
    email: string;
    profile?: 'admin' | 'supervisor' | 'user';
    queueIds?: number[];
  } & Columns,
) {
  const now = new Date();
  const { queueIds = [], ...user } = fields;
  const [id] = await knex('users').insert({
    companyId,
    profile: 'user',
    passwordHash: await hashPassword(PASSWORD),
    super: false,
    createdAt: now,
    updatedAt: now,
    ...user,
  });
  for (const queueId of queueIds) await knex('userQueues').insert({ userId: Number(id), queueId });
  return Number(id);
}

/**
 * A user of the company (a regular attendant unless `fields` say otherwise) in `queueIds`, signed in; the email is
 * made from the name unless given.
 */
export async function signedInUser(
  t: TestKernel,
  companyId: number,
  fields: { name: string; email?: string; queueIds?: number[] } & Columns,
): Promise<{ id: number; http: HttpClient }> {
  const email =
    fields.email ?? `${fields.name.toLowerCase().replace(/\W/g, '')}-${randomUUID().slice(0, 6)}@a.test`;
  const id = await insertUser(t.kernel.knex, companyId, { ...fields, email });
  // written past the user routes: told as they would (what plugins keep of who is in a queue goes)
  await t.kernel.hooks.notify('user.changed', { companyId, userId: id });
  return { id, http: await login(t, email) };
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
 * A company on a plan with every flag and its sim connection 'Sim', stored as linked: whichever process runs
 * it restores the session without a new QR (the multi-process tests).
 */
export async function insertLinkedCompany(knex: Knex, name: string) {
  const planId = await insertPlan(knex, 'Completo');
  const company = await insertCompany(knex, name, planId);
  const connectionId = await insertWhatsapp(knex, company.id, 'Sim', { status: 'CONNECTED' });
  return { company, connectionId };
}
