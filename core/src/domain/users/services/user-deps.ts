import type { Knex } from 'knex';
import type { LoginRateLimit } from '../../../auth/login-rate-limit.js';
import type { Realtime } from '../../../realtime/realtime.js';
import type { Hooks } from '../../../plugins/hooks.js';

/** What the user services write to and whom they tell. */
export interface UserDeps {
  knex: Knex;
  realtime: Realtime;
  /** the login counters: a stolen access token cannot guess the current password faster than a login could */
  rateLimit: LoginRateLimit;
  /** `user.changed` after each write */
  hooks: Pick<Hooks, 'notify'>;
}

export const USER_NOT_FOUND = 'ERR_NO_USER_FOUND';
