import { describe, expect, it } from 'vitest';
import { definePlugin } from './define-plugin.js';
import { orderPlugins } from './plugin-order.js';

const p = (name: string, requires: string[] = []) => definePlugin({ name, requires });

describe('orderPlugins', () => {
  it('puts dependencies first', () => {
    const order = orderPlugins([
      p('campaigns', ['contacts', 'tickets']),
      p('tickets', ['contacts']),
      p('contacts'),
    ]).map((d) => d.name);
    expect(order).toEqual(['contacts', 'tickets', 'campaigns']);
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
