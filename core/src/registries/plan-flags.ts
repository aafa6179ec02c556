import { z } from 'zod';
import { Registry, splitDeclared } from './registry.js';
import type { PlanFlagDeclaration } from './declarations.js';

/** Stored flags of a plan (its `features` JSON) read against the declarations: unknown keys are left out. */
export class PlanFlagRegistry extends Registry<PlanFlagDeclaration> {
  constructor() {
    super('plan flag');
  }

  /** every declared flag of a plan, stored value or the declaration's default */
  read(stored: Record<string, unknown> | null | undefined): Record<string, boolean> {
    return Object.fromEntries(
      this.all().map((f) => [
        f.key,
        typeof stored?.[f.key] === 'boolean' ? (stored[f.key] as boolean) : f.default,
      ]),
    );
  }

  /** the zod shape the plan form's flags add to the plan body */
  shape(): Record<string, z.ZodOptional<z.ZodBoolean>> {
    return Object.fromEntries(this.keys().map((key) => [key, z.boolean().optional()]));
  }

  /** splits a parsed plan body into its columns and its declared flags */
  split<T extends Record<string, unknown>>(body: T): { columns: Partial<T>; flags: Record<string, boolean> } {
    const { columns, values } = splitDeclared(
      body,
      (key) => this.has(key),
      (raw) => (typeof raw === 'boolean' ? raw : undefined),
    );
    return { columns, flags: values };
  }
}
