import type { PermissionDeclaration, PermissionSubject } from './permission.js';
import { permissionName } from './permission.js';
import { forbidden } from '../../errors/app-error.js';

/**
 * Every permission the kernel and its plugins declared, by name, with its owner. Two owners of one name, or a
 * check of a name nobody declared, fail loudly: a typo must not silently open or close a route.
 */
export class PermissionRegistry {
  private entries = new Map<string, { owner: string; declaration: PermissionDeclaration }>();

  add(owner: string, declaration: PermissionDeclaration): void {
    const { name } = declaration;
    if (!permissionName.test(name)) throw new Error(`permission "${name}" of ${owner} must be "area:verb"`);
    const existing = this.entries.get(name);
    if (existing) throw new Error(`permission "${name}" is declared by both ${existing.owner} and ${owner}`);
    if (!declaration.holders.length) throw new Error(`permission "${name}" of ${owner} has no holder`);
    this.entries.set(name, { owner, declaration });
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  get(name: string): PermissionDeclaration | undefined {
    return this.entries.get(name)?.declaration;
  }

  ownerOf(name: string): string | undefined {
    return this.entries.get(name)?.owner;
  }

  all(): PermissionDeclaration[] {
    return [...this.entries.values()].map((e) => e.declaration);
  }

  /** Whether `subject` holds `name` (its profile is a holder, or it is a super user and 'super' is one). */
  holds(subject: PermissionSubject, name: string): boolean {
    const declaration = this.get(name);
    if (!declaration) throw new Error(`permission "${name}" is not declared`);
    const { holders } = declaration;
    return (subject.super && holders.includes('super')) || holders.some((h) => h === subject.profile);
  }

  /** As `holds`, for a service's own check: 403 ERR_NO_PERMISSION when `subject` does not hold `name`. */
  mustHold(subject: PermissionSubject, name: string): void {
    if (!this.holds(subject, name)) throw forbidden();
  }
}
