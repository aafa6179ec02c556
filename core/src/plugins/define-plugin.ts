import type { PluginSecrets } from '../secrets/plugin-secrets.js';
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import type { Migration } from '../db/migration.js';
import type { Hooks } from './hooks.js';
import type { Realtime } from '../realtime/realtime.js';
import type { SharedCache } from '../cache/index.js';
import type { SettingsStore } from '../domain/settings/settings-store.js';
import type { Declarations } from '../registries/declarations.js';
import type { AppState } from '../http/state.js';
import type { Channels } from '../connections/channels-api.js';
import type { PluginJobs } from '../jobs/index.js';
import type { ContentSources } from '../http/security-headers.js';
import type { Pipeline } from '../backbone/pipeline/pipeline.js';
import type { ApiTokenGuard } from '../auth/api-token.js';
import type { TenantDb } from '../db/tenant-db.js';
import type { MediaStore } from '../media/media-store.js';
import type { UntrustedFiles } from '../untrusted/untrusted-files.js';
import type { PlanLimits } from '../domain/plans/plan-limits.js';
import type { PluginMetrics } from '../ops/kernel-metrics.js';
import type { Egress } from '../egress/index.js';
import type { PermissionRegistry } from '../auth/permissions/permission-registry.js';

/** What a plugin gets in setup(): everything it may touch, nothing it may not. */
export interface PluginContext {
  name: string;
  config: Config;
  log: Logger;
  /** for the plugin's platform-wide tables; tenant rows go through `db` (docs/plugins.md, Tenant data) */
  knex: Knex;
  /** `db.tenant(companyId, trx?)('table')`: a knex builder held to one company; `db.transaction(fn)` */
  db: TenantDb;
  /** private files per company, served to its users or through signed links (docs/plugins.md, Private media) */
  media: MediaStore;
  /**
   * untrusted files parsed in a cage: `untrusted.readTable(file, { kinds, limits })` reads a spreadsheet or CSV
   * in a worker with memory, time, size, row and column caps (docs/plugins.md, Untrusted files)
   */
  untrusted: UntrustedFiles;
  /** Authenticated routes; the host guards them with the plugin's plan flag. */
  router: Router<AppState>;
  /** Routes without a session (webhooks, public lists); never plan-guarded, tenancy is the plugin's job. */
  publicRouter: Router<AppState>;
  /**
   * Middleware for a publicRouter route called with a connection's messages-API token instead of a session:
   * sets ctx.state.api ({ companyId, connectionId }); `{ planFlag }` adds the plan check (docs/plugins.md).
   */
  apiToken: ApiTokenGuard;
  realtime: Realtime;
  hooks: Hooks;
  /** the ordered inbound pipeline: `pipeline.stage({ name, after })`, `pipeline.step({ name, stage, handle })` (docs/plugins.md) */
  pipeline: Pipeline;
  settings: SettingsStore;
  /**
   * What the hot path reads and rarely changes: `cache.memo(key, load)` keeps it in this process;
   * `cache.invalidate(key, trx?)` after a write drops it on every process (docs/plugins.md, "A shared cache")
   */
  cache: SharedCache;
  /** the counted limits of the company's plan a plugin declared (`declares.planLimits`): `ensureAllows(trx, companyId, key, count)` */
  planLimits: PlanLimits;
  /** credentials at rest, AES-256-GCM bound to this plugin and an address you name (docs/plugins.md, Secrets) */
  secrets: PluginSecrets;
  /** Send through a company's WhatsApp connections; inbound traffic arrives as hooks ('message.received', 'message.ack', ...). */
  channels: Channels;
  /** background jobs: define handlers in setup, schedule them from services; names and tenants scoped to this plugin */
  jobs: PluginJobs;
  /** Prometheus metrics shown on GET /metrics: `metrics.counter({ name: 'balcao_x_total', help })` (docs/plugins.md, Metrics) */
  metrics: PluginMetrics;
  /**
   * Outbound calls on a tenant's behalf (webhooks, bots, AI servers, billing systems): `egress.fetch(url, init)`,
   * checked against the egress guard's rules; `egress.ensureAllowed(url, field)` when a form saves a URL
   * (docs/plugins.md, "Outbound calls").
   */
  egress: Egress;
  /**
   * The permissions the kernel and every plugin declared (`declares.permissions`): `permissions.holds(user, name)`
   * for a decision a route's `permission` cannot express (what a service shows or hides); docs/plugins.md
   */
  permissions: Pick<PermissionRegistry, 'holds' | 'mustHold' | 'has'>;
  /** Other plugins' exported services, by plugin name (only those listed in `requires`). */
  services<T = unknown>(plugin: string): T;
  /** The services of a plugin listed in `uses`, or undefined when that plugin is not installed. */
  optionalServices<T = unknown>(plugin: string): T | undefined;
  /** Work to do when the kernel stops (close sockets, stop timers). */
  onStop(fn: () => Promise<void> | void): void;
}

/** A menu entry of the shell's side menu, filtered by the manifest like the module itself. */
export interface MenuItem {
  /** i18n key in the module's namespace, e.g. 'helps:menu' */
  label: string;
  /** the label in each language, so the menu reads right before the module's remote has loaded */
  titles?: { pt: string; en: string; es: string };
  path: string;
  icon?: string;
  section?: 'main' | 'admin' | 'management';
  order?: number;
  /**
   * shown only to holders of this permission (docs/security.md "Permissions"), the same name the item's routes
   * require; when set, `profiles` and `super` are not read
   */
  permission?: string;
  /** shown only to super users */
  super?: boolean;
  /** minimum profile; default any */
  profiles?: Array<'user' | 'admin' | 'supervisor'>;
  /** shown only while the company's setting has this value (campaigns: campaignsEnabled = 'true') */
  setting?: { key: string; equals: string };
  /** shown only when the company's plan has this flag; unlike the plugin's planFlag, its routes stay (spec §2: the tickets item needs useKanban) */
  planFlag?: string;
  /**
   * nests the item under one collapsible parent shared by every item (of any plugin) with the same key, e.g.
   * spec §2's Campanhas > Listagem, Listas de Contatos, Configurações; the first item's group gives its titles
   */
  group?: { key: string; titles: { pt: string; en: string; es: string }; icon?: string };
}

export interface PluginUi {
  /** name of the federated remote under modules/, served at /remotes/<module>/remoteEntry.js */
  module: string;
  /** the exposed component mounted for these routes */
  routes: string[];
  menu?: MenuItem[];
  /** loaded only for holders of this permission; when set, `profiles` and `super` are not read */
  permission?: string;
  super?: boolean;
  profiles?: Array<'user' | 'admin' | 'supervisor'>;
  /** other origins the module's screens load frames, images or media from, added to the shell's CSP */
  contentSources?: ContentSources;
  /**
   * The shell loads a remote when one of its routes or slots is first shown. `eager` loads it right after
   * sign-in instead: for a module with a top-bar control (`topBar`) or a store that marks the menu (a badge).
   */
  eager?: boolean;
  /**
   * The shared slots this module fills, by name: a host screen renders the slot of that name of every module the
   * manifest says provides it (the kit's `<SharedSlots name=... />`), without naming them. `ticketActions`: a
   * control in the conversation's header (props `ticket`, `onChanged(ticket)`); `composerTools`: one in the
   * composer's bar that may close free text (props `ticket`, `disabled`, `onFreeFormClosed(closed)`);
   * docs/plugins.md "Shared slots".
   */
  provides?: string[];
}

export interface PluginDefinition<S = unknown> {
  name: string;
  requires?: string[];
  /**
   * Plugins this one works with when they are installed and without them otherwise: started first when present
   * (so their services exist at setup), reached through `ctx.optionalServices(name)`.
   */
  uses?: string[];
  /** the plan flag (its own or another plugin's declaration) its routes, rooms and tenant jobs require */
  planFlag?: string;
  /** plan flags, company settings and connection fields this plugin adds (docs/plugins.md "Registries") */
  declares?: Declarations;
  /** its routes keep answering a company past its due date (invoices, checkout): everything else gets 402 */
  availableWhenOverdue?: boolean;
  migrations?: Migration[];
  setup?(ctx: PluginContext): S | Promise<S>;
  ui?: PluginUi;
}

export function definePlugin<S = unknown>(def: PluginDefinition<S>): PluginDefinition<S> {
  if (!/^[a-z][a-z0-9-]*$/.test(def.name)) throw new Error(`plugin name "${def.name}" must be kebab-case`);
  return def;
}
