import type { ManifestMenuItem, ManifestModule, Plan } from '@balcao/kit';

/** A menu item's group (core's MenuItem.group): items of any plugin sharing its key nest under one parent. */
export interface MenuGroup {
  key: string;
  titles: { pt: string; en: string; es: string };
  icon?: string;
}
export interface MenuEntry extends ManifestMenuItem {
  module: string;
  group?: MenuGroup;
  /** set on a group's parent, which has no page of its own: its children are the grouped items */
  groupKey?: string;
}
export interface MenuContext {
  plan: Plan | null;
  isSuper: boolean;
}
export type Section = 'main' | 'admin' | 'management';
export const SECTIONS: Section[] = ['main', 'management', 'admin'];

/**
 * The kernel already filtered the manifest (plan flag, profile, super, a menu item's company setting such as
 * campaignsEnabled); this re-checks the flag and super against the session, belt and braces.
 */
export function isVisible(item: ManifestMenuItem, ctx: MenuContext): boolean {
  if (item.super && !ctx.isSuper) return false;
  return item.planFlag ? Boolean((ctx.plan as Record<string, unknown> | null)?.[item.planFlag]) : true;
}

const byOrder = (a: MenuEntry, b: MenuEntry) => (a.order ?? 100) - (b.order ?? 100);

/**
 * Folds the entries that name a group into one parent per key (spec §2: Campanhas > Listagem, Listas de
 * Contatos, Configurações, from two plugins). The parent stands where its first child would, takes the
 * smallest order of its children, and the first child's (by order) group titles and icon.
 */
export function groupEntries(entries: MenuEntry[]): MenuEntry[] {
  const sorted = [...entries].sort(byOrder);
  const parents = new Map<string, MenuEntry>();
  const out: MenuEntry[] = [];
  for (const entry of sorted) {
    if (!entry.group) {
      out.push(entry);
      continue;
    }
    const parent = parents.get(entry.group.key);
    if (parent) {
      parent.children!.push(entry);
      continue;
    }
    const { key, titles, icon } = entry.group;
    const created: MenuEntry = {
      module: entry.module,
      label: `group:${key}`,
      titles,
      icon: icon ?? entry.icon,
      path: `group:${key}`,
      section: entry.section,
      order: entry.order,
      groupKey: key,
      children: [entry],
    };
    parents.set(key, created);
    out.push(created);
  }
  return out;
}

/** The manifest (already filtered by the kernel) grouped by section, ordered, its groups folded. */
export function buildMenu(modules: ManifestModule[], ctx: MenuContext): Record<Section, MenuEntry[]> {
  const groups: Record<Section, MenuEntry[]> = { main: [], admin: [], management: [] };
  for (const module of modules) {
    for (const item of module.menu ?? []) {
      if (!isVisible(item, ctx)) continue;
      const children = item.children?.filter((child) => isVisible(child, ctx));
      groups[item.section ?? 'main'].push({ ...item, children, module: module.name });
    }
  }
  for (const section of SECTIONS) groups[section] = groupEntries(groups[section]);
  return groups;
}

/** The title of a group's parent in the current language ('pt-BR' reads as pt), Portuguese when it lacks one. */
export function groupTitle(entry: MenuEntry, language: string): string {
  const lang = language.slice(0, 2) as 'pt' | 'en' | 'es';
  return entry.titles?.[lang] ?? entry.titles?.pt ?? entry.label;
}

/** Whether `pathname` is the page of `path` or one under it. */
export const isActivePath = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

/** Route patterns owned by each module, for the router. */
export function moduleRoutes(modules: ManifestModule[]): { name: string; pattern: string }[] {
  return modules.flatMap((m) => m.routes.map((pattern) => ({ name: m.name, pattern })));
}
