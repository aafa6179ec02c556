import type { PermissionDeclaration } from '@balcao/core';

/** What the reports plugin's route and screen require, and who holds it by default (docs/security.md). */
export const reportsPermissions: PermissionDeclaration[] = [
  {
    name: 'reports:view',
    description: "See the company's reports: volumes, response and resolution times, ratings",
    // issue 30: the people who run the team, supervisors included (Whaticket has no reports for them)
    holders: ['admin', 'supervisor', 'super'],
  },
];
