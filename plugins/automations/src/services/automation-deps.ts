import type { AuthUser, PluginContext } from '@balcao/core';
import type { ContactServices } from '@balcao/plugin-contacts';
import type { QueueServices } from '@balcao/plugin-queues';
import type { TagServices } from '@balcao/plugin-tags';
import type { TicketServices } from '@balcao/plugin-tickets';

/** What the automation services use of the kernel, built once in setup. */
export interface AutomationDeps {
  db: PluginContext['db'];
  /** the company's enabled rules by event, read on every message: dropped on every process when a rule is saved */
  cache: PluginContext['cache'];
  hooks: PluginContext['hooks'];
  log: PluginContext['log'];
  tickets: TicketServices;
  /** the contact's email and custom fields, for the contact conditions */
  contacts: Pick<ContactServices, 'find'>;
  queues: QueueServices;
  tags: Pick<TagServices, 'find'>;
  /** starts the company's idle sweep (a recurring job) once it has an idle rule */
  sweepEvery: (companyId: number) => Promise<void>;
  /** the clock of the idle sweep and of the runs' stamps (tests move it) */
  now: () => Date;
}

/** Who edits rules: the verified caller, whose companyId is the only company a service acts on. */
export type Caller = Pick<AuthUser, 'id' | 'companyId' | 'profile' | 'super'>;
