import { describe, expect, it } from 'vitest';
import type { ManifestModule } from '@balcao/kit';
import { buildMenu, groupEntries, groupTitle, type MenuEntry } from '../src/menu/menu';

const campaigns = {
  key: 'campaigns',
  titles: { pt: 'Campanhas', en: 'Campaigns', es: 'Campañas' },
  icon: 'send-message',
};
const entry = (path: string, order: number, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  module: 'm',
  label: `m:${path}`,
  path,
  order,
  ...extra,
});

describe('groupEntries (spec §2 Campanhas)', () => {
  it('folds the items of one group key, from several plugins, under one parent at the smallest order', () => {
    const out = groupEntries([
      entry('/tickets', 10),
      entry('/campaigns-config', 92, { module: 'campaigns', group: campaigns }),
      entry('/contact-lists', 91, { module: 'contact-lists', group: campaigns }),
      entry('/campaigns', 90, { module: 'campaigns', group: campaigns }),
      entry('/helps', 95),
      entry('/files', 75),
    ]);
    expect(out.map((e) => e.path)).toEqual(['/tickets', '/files', 'group:campaigns', '/helps']);
    const parent = out[2]!;
    expect(parent).toMatchObject({
      groupKey: 'campaigns',
      order: 90,
      icon: 'send-message',
      titles: campaigns.titles,
    });
    expect(parent.children!.map((c) => c.path)).toEqual([
      '/campaigns',
      '/contact-lists',
      '/campaigns-config',
    ]);
  });

  it("takes the titles and icon of the first child by order, and the child's icon when the group has none", () => {
    const other = { key: 'x', titles: { pt: 'Outro', en: 'Other', es: 'Otro' } };
    const out = groupEntries([
      entry('/b', 20, { group: { ...other, titles: { pt: 'Segundo', en: 'Second', es: 'Segundo' } } }),
      entry('/a', 10, { group: other, icon: 'star' }),
    ]);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ titles: other.titles, icon: 'star', order: 10 });
  });

  it('leaves a menu without groups as it was, ordered', () => {
    const out = groupEntries([entry('/b', 20), entry('/a', 10), entry('/c', 30)]);
    expect(out.map((e) => e.path)).toEqual(['/a', '/b', '/c']);
    expect(out.every((e) => !e.groupKey)).toBe(true);
  });

  it('makes one parent per group key', () => {
    const other = { key: 'reports', titles: { pt: 'Relatórios', en: 'Reports', es: 'Informes' } };
    const out = groupEntries([
      entry('/campaigns', 90, { group: campaigns }),
      entry('/r1', 50, { group: other }),
      entry('/contact-lists', 91, { group: campaigns }),
      entry('/r2', 51, { group: other }),
    ]);
    expect(out.map((e) => [e.path, e.children?.map((c) => c.path)])).toEqual([
      ['group:reports', ['/r1', '/r2']],
      ['group:campaigns', ['/campaigns', '/contact-lists']],
    ]);
  });
});

describe('buildMenu with groups', () => {
  it('groups the manifest items of two modules within their section, after the session re-check', () => {
    const modules = [
      {
        name: 'campaigns',
        url: '',
        routes: [],
        menu: [
          { label: 'campaigns:menu', path: '/campaigns', order: 90, group: campaigns },
          { label: 'campaigns:config', path: '/campaigns-config', order: 92, group: campaigns, super: true },
        ],
      },
      {
        name: 'contact-lists',
        url: '',
        routes: [],
        menu: [{ label: 'contact-lists:menu', path: '/contact-lists', order: 91, group: campaigns }],
      },
    ] as unknown as ManifestModule[];
    const menu = buildMenu(modules, { plan: null, isSuper: false });
    expect(menu.main).toHaveLength(1);
    expect(menu.main[0]!.children!.map((c) => [c.path, (c as MenuEntry).module])).toEqual([
      ['/campaigns', 'campaigns'],
      ['/contact-lists', 'contact-lists'],
    ]);
    const asSuper = buildMenu(modules, { plan: null, isSuper: true });
    expect(asSuper.main[0]!.children).toHaveLength(3);
  });

  it("reads the parent's title in the current language, pt when unknown", () => {
    const parent = groupEntries([entry('/campaigns', 90, { group: campaigns })])[0]!;
    expect(groupTitle(parent, 'en')).toBe('Campaigns');
    expect(groupTitle(parent, 'pt-BR')).toBe('Campanhas');
    expect(groupTitle(parent, 'es')).toBe('Campañas');
    expect(groupTitle(parent, 'fr')).toBe('Campanhas');
  });
});
