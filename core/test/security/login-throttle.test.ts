import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, seedTenants, startTestKernel, type TestKernel } from '../support/index.js';

/**
 * Finding 1 (parallel guesses all hashed before the counter saw them) and finding 6 (a wrong e-mail answered
 * 40 times faster than a wrong password). The kernel trusts one proxy hop here, so each test plays a
 * different client address through X-Forwarded-For.
 */
let t: TestKernel;
let seed: Awaited<ReturnType<typeof seedTenants>>;

beforeAll(async () => {
  // the production hashing cost: the timing test below compares a real hash with the decoy
  t = await startTestKernel({
    env: { TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '1', PASSWORD_HASH_COST: '15' },
  });
  seed = await seedTenants(t.kernel.knex);
});
afterAll(() => t?.stop());

const loginFrom = (ip: string, email: string, password: string, spoofed?: string) =>
  t.client().request(
    'POST',
    '/auth/login',
    { email, password },
    {
      // what a client wrote first, then what the trusted proxy appended: the client's real address
      'x-forwarded-for': spoofed ? `${spoofed}, ${ip}` : ip,
    },
  );

describe('login throttling', () => {
  it('checks at most the limit of 200 parallel guesses at one account; the rest are 429 unhashed', async () => {
    const email = seed.a.admin.email;
    const guesses = Array.from({ length: 200 }, (_, i) => (i === 199 ? PASSWORD : `wrong-${i}`));
    const answers = await Promise.all(guesses.map((p) => loginFrom('198.51.100.1', email, p)));
    const count = (s: number) => answers.filter((a) => a.status === s).length;
    // a 401 or a 200 means a password was hashed and compared; 5 is LOGIN_RATE_LIMIT's default
    expect(count(401) + count(200)).toBeLessThanOrEqual(5);
    expect(count(429)).toBeGreaterThanOrEqual(195);
    const limited = answers.find((a) => a.status === 429)!;
    expect(limited.body).toMatchObject({ error: 'ERR_TOO_MANY_LOGIN_ATTEMPTS' });
    expect(limited.body.retryAfter).toBeGreaterThanOrEqual(1);
    expect(limited.headers.get('retry-after')).toBe(String(limited.body.retryAfter));
  });

  it('does not lock the owner out from their own address while an attacker is locked out', async () => {
    const email = seed.b.admin.email;
    for (let i = 0; i < 6; i++) await loginFrom('198.51.100.2', email, 'wrong');
    expect((await loginFrom('198.51.100.2', email, PASSWORD)).status).toBe(429);
    expect((await loginFrom('203.0.113.7', email, PASSWORD)).status).toBe(200);
  });

  it('counts the address the proxy saw, whatever the client wrote in front of it', async () => {
    const email = seed.b.user.email;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await loginFrom('198.51.100.3', email, 'wrong', `10.9.${i}.1`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // and the owner, at another address, is not taken for the attacker by writing the attacker's address first
    expect((await loginFrom('203.0.113.50', email, PASSWORD, '198.51.100.3')).status).toBe(200);
  });

  it('lets a successful login clear its own failures', async () => {
    const email = seed.a.user.email;
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await loginFrom('198.51.100.4', email, 'wrong')).status).toBe(401);
      expect((await loginFrom('198.51.100.4', email, PASSWORD)).status).toBe(200);
    }
  });

  it('takes as long for an unknown e-mail as for a wrong password', async () => {
    const time = async (email: string, ip: string) => {
      const start = performance.now();
      expect((await loginFrom(ip, email, 'wrong')).status).toBe(401);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await time(seed.platform.user.email, `198.51.101.${i}`));
      unknown.push(await time(`nobody-${i}@nowhere.test`, `198.51.102.${i}`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // before the decoy hash an unknown e-mail answered in ~2% of the time; the same work now, give or take noise
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('accepts a password hashed by bcrypt before, and upgrades the hash at that login', async () => {
    const knex = t.kernel.knex;
    await knex('users')
      .where({ id: seed.b.user.id })
      .update({ passwordHash: await bcrypt.hash('old-bcrypt-pass', 10) });
    expect((await loginFrom('198.51.100.5', seed.b.user.email, 'old-bcrypt-pass')).status).toBe(200);
    const { passwordHash } = await knex('users').where({ id: seed.b.user.id }).first('passwordHash');
    expect(passwordHash).toMatch(/^scrypt\$/);
    expect((await loginFrom('198.51.100.5', seed.b.user.email, 'old-bcrypt-pass')).status).toBe(200);
  });
});
