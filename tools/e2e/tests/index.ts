import { authTests } from './auth';
import { connectionsTests } from './connections';
import { helpsTests } from './helps';
import { jobsTests } from './jobs';
import { menuTests } from './menu';
import { notificationsTests } from './notifications';
import { prefsTests } from './prefs';
import { realtimeTests } from './realtime';
import { remoteTests } from './remotes';
import { settingsTests } from './settings';
import { settingsRegistriesTests } from './settings-registries';
import type { E2ETest } from './types';

export type { E2ETest };
export const tests: E2ETest[] = [
  ...authTests,
  ...menuTests,
  ...helpsTests,
  ...prefsTests,
  ...settingsTests,
  ...settingsRegistriesTests,
  ...connectionsTests,
  ...jobsTests,
  ...remoteTests,
  ...realtimeTests,
  ...notificationsTests,
];
