import { describe, expect, it } from 'vitest';
import { adminsAndSuper, superOnly } from './permission.js';
import { PermissionRegistry } from './permission-registry.js';

const registry = () => {
  const r = new PermissionRegistry();
  r.add('campaigns', { name: 'campaigns:write', description: 'Campaigns', holders: adminsAndSuper });
  r.add('helps', { name: 'helps:write', description: 'Help videos', holders: superOnly });
  r.add('tags', { name: 'tags:manage', description: 'Tags', holders: ['admin', 'supervisor', 'super'] });
  return r;
};

describe('PermissionRegistry', () => {
  it('grants a permission to the profiles it lists, and to super users only when it lists super', () => {
    const r = registry();
    const as = (profile: string, isSuper = false) => ({ profile, super: isSuper });
    expect(r.holds(as('admin'), 'campaigns:write')).toBe(true);
    expect(r.holds(as('user'), 'campaigns:write')).toBe(false);
    expect(r.holds(as('supervisor'), 'campaigns:write')).toBe(false);
    expect(r.holds(as('user', true), 'campaigns:write')).toBe(true);
    // the platform is not a tenant: a super flag is not an admin profile, nor the reverse
    expect(r.holds(as('admin'), 'helps:write')).toBe(false);
    expect(r.holds(as('admin', true), 'helps:write')).toBe(true);
    expect(r.holds(as('supervisor'), 'tags:manage')).toBe(true);
  });

  it('refuses a name that is not area:verb, a second owner of a name, and a permission nobody holds', () => {
    const r = registry();
    expect(() => r.add('x', { name: 'Campaigns', description: '', holders: superOnly })).toThrow(/area:verb/);
    expect(() => r.add('x', { name: 'campaigns:write', description: '', holders: superOnly })).toThrow(
      /declared by both campaigns and x/,
    );
    expect(() => r.add('x', { name: 'x:y', description: '', holders: [] })).toThrow(/no holder/);
  });

  it('throws on a check of an undeclared name rather than answer either way', () => {
    expect(() => registry().holds({ profile: 'admin', super: false }, 'campaigns:wirte')).toThrow(
      /not declared/,
    );
  });
});
