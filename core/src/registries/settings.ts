import { z } from 'zod';
import { Registry } from './registry.js';
import type { SettingDeclaration } from './declarations.js';

/** Who reads a settings list; without one the list is the server's own (every key). */
export interface SettingsViewer {
  profile: string;
  super: boolean;
}

/** Who may read secret settings: the company's admins and super users, never attendants or supervisors. */
export const seesSecretSettings = (viewer: { profile: string; super: boolean }) =>
  viewer.super || viewer.profile === 'admin';

/** The company settings every plugin declared, with what a value may be and who may see or change it. */
export class SettingRegistry extends Registry<SettingDeclaration> {
  constructor() {
    super('setting');
  }

  /** the zod schema a value of the key must pass */
  schema(key: string): z.ZodType<string> {
    const d = this.get(key);
    if (!d) throw new Error(`unknown setting ${key}`);
    const choices = d.choices ? Object.keys(d.choices) : undefined;
    return choices?.length ? z.enum(choices as [string, ...string[]]) : z.string().max(d.maxLength ?? 500);
  }

  defaultOf(key: string): string {
    return this.get(key)?.default ?? '';
  }

  isSecret(key: string): boolean {
    return this.get(key)?.secret === true;
  }

  /** the URL a value of an `outbound` setting stands for, for the egress guard; undefined for others and '' */
  outboundUrl(key: string, value: string): string | undefined {
    const outbound = this.get(key)?.outbound;
    if (!outbound || !value.trim()) return undefined;
    return outbound.toUrl ? outbound.toUrl(value) : value.trim();
  }

  isSuperOnly(key: string): boolean {
    return this.get(key)?.access === 'super';
  }

  /** settings the company form sends as fields of the company (`campaignsEnabled`) */
  companyFields(): SettingDeclaration[] {
    return this.all().filter((d) => d.companyField);
  }

  /** the declarations a viewer may read */
  visibleTo(viewer?: SettingsViewer): SettingDeclaration[] {
    const secrets = !viewer || seesSecretSettings(viewer);
    return this.all().filter((d) => secrets || !d.secret);
  }
}
