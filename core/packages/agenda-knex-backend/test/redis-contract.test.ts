import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';
import { RedisBackend } from '@agendajs/redis-backend';
import { Redis } from 'ioredis';
import { agendaContract } from './contract/agenda-contract.js';
import type { ContractTarget } from './contract/harness.js';
import { repositoryContract } from './contract/repository-contract.js';

/**
 * The same contract against Agenda's own Redis backend: if it passes there too, the suite tests
 * Agenda's contract rather than quirks of our implementation. Needs the Redis at REDIS_URL.
 */
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';

async function redisTarget(): Promise<ContractTarget> {
  const keyPrefix = `agenda-contract-${process.pid}-${randomBytes(3).toString('hex')}:`;
  const clients: Redis[] = [];
  const client = () => {
    const c = new Redis(url, { lazyConnect: false });
    clients.push(c);
    return c;
  };
  return {
    label: 'redis',
    newBackend: () => new RedisBackend({ redis: client(), keyPrefix, channelName: `${keyPrefix}jobs` }),
    async cleanup() {
      const admin = client();
      const keys = await admin.keys(`${keyPrefix}*`);
      if (keys.length) await admin.del(...keys);
      await Promise.all(clients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}

describe('redis backend: JobRepository contract', () =>
  repositoryContract(redisTarget, { atomicUniqueSaves: false }));
describe('redis backend: through Agenda', () => agendaContract(redisTarget));
