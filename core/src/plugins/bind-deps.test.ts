import { describe, expect, it } from 'vitest';
import { bindDeps } from './bind-deps.js';

describe('bindDeps', () => {
  it('calls each function with the dependencies first, then the arguments it was given', async () => {
    const deps = { prefix: 'n' };
    const services = bindDeps(deps, {
      find: (d: typeof deps, companyId: number, id: number) => `${d.prefix}${companyId}:${id}`,
      list: async (d: typeof deps, companyId: number, page = 1) => [d.prefix, companyId, page],
    });
    expect(services.find(1, 7)).toBe('n1:7');
    expect(await services.list(2)).toEqual(['n', 2, 1]);
    expect(Object.keys(services)).toEqual(['find', 'list']);
  });
});
