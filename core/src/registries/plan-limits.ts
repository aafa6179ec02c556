import { z } from 'zod';
import { lenientNumber } from '../http/lenient-values.js';
import { Registry, splitDeclared } from './registry.js';
import type { PlanLimitDeclaration } from './declarations.js';

const count = lenientNumber(z.number().int().min(0).max(1_000_000));

/** Stored limits of a plan (its `limits` JSON) read against the declarations: unknown keys are left out. */
export class PlanLimitRegistry extends Registry<PlanLimitDeclaration> {
  constructor() {
    super('plan limit');
  }

  /** every declared limit of a plan, stored value or the declaration's default */
  read(stored: Record<string, unknown> | null | undefined): Record<string, number> {
    return Object.fromEntries(
      this.all().map((l) => {
        const value = stored?.[l.key];
        return [l.key, typeof value === 'number' && Number.isFinite(value) ? value : l.default];
      }),
    );
  }

  /** the zod shape the plan form's limits add to the plan body (numbers, or strings as the form types them) */
  shape() {
    return Object.fromEntries(this.keys().map((key) => [key, count.optional()]));
  }

  /** splits a parsed plan body into its other fields and its declared limits */
  split<T extends Record<string, unknown>>(body: T): { rest: Partial<T>; limits: Record<string, number> } {
    const { columns, values } = splitDeclared(
      body,
      (key) => this.has(key),
      (raw) => (typeof raw === 'number' ? raw : undefined),
    );
    return { rest: columns, limits: values };
  }
}
