import type { ManifestMenuItem, ManifestModule, Plan } from '@balcao/kit';

export interface MenuEntry extends ManifestMenuItem {
  module: string;
}
export interface MenuContext {
  plan: Plan | null;
  isSuper: boolean;
  /** the cshow browser-storage marker set at login (spec §2) */
  cshow: boolean;
}
export type Section = 'main' | 'admin' | 'management';
export const SECTIONS: Section[] = ['main', 'management', 'admin'];

/** Spec §2: campaigns show with the plan flag or the stored marker; other flags must be on; super-only items need super. */
export function isVisible(item: ManifestMenuItem, ctx: MenuContext): boolean {
  if (item.super && !ctx.isSuper) return false;
  const flagOn = item.planFlag
    ? Boolean((ctx.plan as unknown as Record<string, unknown> | null)?.[item.planFlag])
    : true;
  if (item.cshow) return ctx.cshow || (item.planFlag === 'useCampaigns' && flagOn);
  return flagOn;
}

/** The manifest (already filtered by the kernel) grouped by section and ordered. */
export function buildMenu(modules: ManifestModule[], ctx: MenuContext): Record<Section, MenuEntry[]> {
  const groups: Record<Section, MenuEntry[]> = { main: [], admin: [], management: [] };
  for (const module of modules) {
    for (const item of module.menu ?? []) {
      if (!isVisible(item, ctx)) continue;
      const children = item.children?.filter((child) => isVisible(child, ctx));
      groups[item.section ?? 'main'].push({ ...item, children, module: module.name });
    }
  }
  for (const section of SECTIONS) groups[section].sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
  return groups;
}

/** Route patterns owned by each module, for the router. */
export function moduleRoutes(modules: ManifestModule[]): { name: string; pattern: string }[] {
  return modules.flatMap((m) => m.routes.map((pattern) => ({ name: m.name, pattern })));
}
