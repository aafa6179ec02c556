import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const good = {
  JWT_SECRET: 'a'.repeat(16),
  JWT_REFRESH_SECRET: 'b'.repeat(16),
  SESSION_ENCRYPTION_KEY: 'c'.repeat(32),
};

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

  it('names every bad variable in one message', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'postgres://x', JWT_SECRET: 'short' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('PORT: must be a port number');
    expect(message).toContain('DATABASE_URL: must start with sqlite: or mysql://');
    expect(message).toContain('JWT_SECRET: must be at least 16 characters');
    expect(message).toContain('JWT_REFRESH_SECRET');
    expect(message).toContain('SESSION_ENCRYPTION_KEY');
  });
});
