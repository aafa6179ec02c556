import { describe, expect, it } from 'vitest';
import { definePlugin } from './define-plugin.js';
import { orderPlugins } from './plugin-order.js';

const p = (name: string, requires: string[] = [], uses: string[] = []) =>
  definePlugin({ name, requires, uses });

describe('orderPlugins', () => {
  it('puts dependencies first', () => {
    const order = orderPlugins([
      p('campaigns', ['contacts', 'tickets']),
      p('tickets', ['contacts']),
      p('contacts'),
    ]).map((d) => d.name);
    expect(order).toEqual(['contacts', 'tickets', 'campaigns']);
  });

  it('starts a plugin it uses first when installed, and boots without it otherwise', () => {
    const names = (defs: ReturnType<typeof p>[]) => orderPlugins(defs).map((d) => d.name);
    expect(names([p('campaigns', [], ['tags']), p('tags')])).toEqual(['tags', 'campaigns']);
    expect(names([p('campaigns', [], ['tags'])])).toEqual(['campaigns']);
    expect(() => orderPlugins([p('a', [], ['b']), p('b', ['a'])])).toThrow(
      'Plugin dependency cycle: a -> b -> a',
    );
  });

  it('refuses a missing dependency, naming both plugins', () => {
    expect(() => orderPlugins([p('campaigns', ['contacts'])])).toThrow(
      'Plugin "campaigns" requires "contacts", which is not installed',
    );
  });

  it('refuses a cycle, naming the loop', () => {
    expect(() => orderPlugins([p('a', ['b']), p('b', ['c']), p('c', ['a'])])).toThrow(
      'Plugin dependency cycle: a -> b -> c -> a',
    );
  });

  it('refuses a plugin installed twice and names that are not kebab-case', () => {
    expect(() => orderPlugins([p('a'), p('a')])).toThrow('installed twice');
    expect(() => definePlugin({ name: 'Bad Name' })).toThrow('kebab-case');
  });
});
