import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const good = {
  JWT_SECRET: 'a'.repeat(16),
  JWT_REFRESH_SECRET: 'b'.repeat(16),
  SESSION_ENCRYPTION_KEY: 'c'.repeat(32),
};

/** the message loadConfig refuses env with ('' when it takes it) */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return '';
  } catch (err) {
    return (err as Error).message;
  }
}

describe('loadConfig', () => {
  it('defaults to embedded SQLite', () => {
    const c = loadConfig(good);
    expect(c.db).toEqual({ client: 'sqlite', filename: './data/balcao.sqlite' });
    expect(c.PORT).toBe(8080);
  });

  it('reads a MySQL/MariaDB URL', () => {
    expect(loadConfig({ ...good, DATABASE_URL: 'mariadb://u:p@db:3306/balcao' }).db).toEqual({
      client: 'mysql',
      url: 'mysql://u:p@db:3306/balcao',
    });
  });

  it('hashes passwords at 2^15 by default, and refuses a cheaper hash in production', () => {
    expect(loadConfig(good).PASSWORD_HASH_COST).toBe(15);
    expect(loadConfig({ ...good, PASSWORD_HASH_COST: '10' }).PASSWORD_HASH_COST).toBe(10);
    expect(() => loadConfig({ ...good, NODE_ENV: 'production', PASSWORD_HASH_COST: '12' })).toThrow(
      'PASSWORD_HASH_COST: must be at least 15 in production',
    );
    expect(() => loadConfig({ ...good, PASSWORD_HASH_COST: '9' })).toThrow('PASSWORD_HASH_COST');
  });

  it('names every bad variable in one message', () => {
    const message = refusal({ PORT: 'eighty', DATABASE_URL: 'postgres://x', JWT_SECRET: 'short' });
    expect(message).toContain('PORT: must be a port number');
    expect(message).toContain('DATABASE_URL: must start with sqlite: or mysql://');
    expect(message).toContain('JWT_SECRET: must be at least 16 characters');
    expect(message).toContain('JWT_REFRESH_SECRET');
    expect(message).toContain('SESSION_ENCRYPTION_KEY');
  });

  it('reads the egress allow-list and names each entry it cannot read', () => {
    expect(loadConfig(good).EGRESS_ALLOW).toEqual({ http: false, entries: [] });
    const rules = loadConfig({
      ...good,
      EGRESS_ALLOW: 'http:, 10.0.0.0/8, 127.0.0.1:3000, http://[fd00::1]:8443',
    }).EGRESS_ALLOW;
    expect(rules.http).toBe(true);
    expect(rules.entries.map((e) => [e.text, e.range[0].toString(), e.range[1], e.port, e.http])).toEqual([
      ['10.0.0.0/8', '10.0.0.0', 8, undefined, false],
      ['127.0.0.1:3000', '127.0.0.1', 32, 3000, false],
      ['http://[fd00::1]:8443', 'fd00::1', 128, 8443, true],
    ]);
    const message = refusal({ ...good, EGRESS_ALLOW: 'erp.local, 10.0.0.0/33, 127.0.0.1:0, 127.1' });
    expect(message).toContain('EGRESS_ALLOW: "erp.local": not an address');
    expect(message).toContain('"10.0.0.0/33": the prefix must be 0 to 32');
    expect(message).toContain('"127.0.0.1:0": the port must be 1 to 65535');
    expect(message).toContain('"127.1": not an address');
  });
});
