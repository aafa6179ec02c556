import { adminsAndSuper, superOnly, type PermissionDeclaration } from './permission.js';

/**
 * The permissions of core's own routes. DESIGN "Who manages what": a company's admin manages their company
 * (users, connections, settings, failed inbound events); the super user alone the platform (companies, plans,
 * jobs). Holders are what `requireAdmin` / `requireSuper` allowed before, so nobody's access changed.
 */
export const kernelPermissions: PermissionDeclaration[] = [
  {
    name: 'users:manage',
    description: "List, create and delete the company's users",
    holders: adminsAndSuper,
  },
  {
    name: 'connections:manage',
    description: 'Create, change and delete WhatsApp connections, and drive their sessions',
    holders: adminsAndSuper,
  },
  { name: 'settings:write', description: "Change the company's settings", holders: adminsAndSuper },
  {
    name: 'inbox:retry',
    description: 'See and retry inbound events that failed in the pipeline',
    holders: adminsAndSuper,
  },
  { name: 'companies:manage', description: 'List, create, change and delete companies', holders: superOnly },
  { name: 'plans:manage', description: 'Create, change and delete plans', holders: superOnly },
  { name: 'jobs:manage', description: 'See and retry background jobs of every company', holders: superOnly },
];
