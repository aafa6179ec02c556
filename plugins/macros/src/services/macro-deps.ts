import type { AuthUser, PluginContext } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import type { MacroWire } from '../contracts.js';

/** What the macro services use of the kernel, built once in setup. */
export interface MacroDeps {
  db: PluginContext['db'];
  hooks: PluginContext['hooks'];
  permissions: Pick<PluginContext['permissions'], 'holds'>;
  tickets: TicketServices;
  /** the clock of the double-click guard (tests move it) */
  now: () => Date;
}

/** Who is acting: the verified caller, whose companyId is the only company a service acts on. */
export type Caller = Pick<AuthUser, 'id' | 'companyId' | 'profile' | 'super'>;

/** a macro as the routes answer it */
export type MacroView = MacroWire;
