import type { Knex } from 'knex';
import type { z } from 'zod';
import type { ErrorCode } from '../errors/error-catalogue.js';
import type { PermissionDeclaration } from '../auth/permissions/permission.js';

/** A label in each language the product ships; Portuguese first because it is the default. */
export interface Labels {
  pt: string;
  en: string;
  es: string;
}

/**
 * A plan flag a plugin declares: the plan form shows it, `listPlan` and the plan routes carry it under its key
 * (Whaticket's wire names such as `useCampaigns` stay as they are) and the plugin's routes, rooms and tenant
 * jobs are closed to a company whose plan lacks it.
 */
export interface PlanFlagDeclaration {
  key: string;
  labels: Labels;
  /** what a plan that never stored the flag has (plans created before the plugin was installed) */
  default: boolean;
}

/**
 * A counted limit a plugin adds to every plan (spec §3: a plan's `campaigns` and `schedules`): the plan form
 * shows it, the plan's JSON carries it under its key beside users/connections/queues, and the plugin enforces
 * it with `ctx.planLimits.ensureAllows` when it creates a row.
 */
export interface PlanLimitDeclaration {
  key: string;
  labels: Labels;
  /** what a plan that never stored the limit allows (plans created before the plugin was installed) */
  default: number;
  /** the catalogue code refused with (403), e.g. ERR_PLAN_CAMPAIGN_LIMIT; the plugin defines it */
  code: ErrorCode;
}

/** A company setting a plugin declares; values are strings on the wire (`GET /settings` is [{ key, value }]). */
export interface SettingDeclaration {
  key: string;
  labels: Labels;
  default: string;
  /** a closed set of values, each with its label; without it the setting is free text up to maxLength */
  choices?: Record<string, Labels>;
  /** free text only; default 500 */
  maxLength?: number;
  /** who may change it: a company admin (default) or only a super user */
  access?: 'admin' | 'super';
  /** an integration credential: only admins and super users read it or hear it change */
  secret?: boolean;
  /**
   * the value names a server the kernel calls on the company's behalf (a billing system's host): a value the egress
   * guard refuses on its face is refused on save with 400 ERR_EGRESS_URL_REFUSED. `toUrl` turns the value into the
   * URL it stands for (a bare host into `https://host/`); without it the value is the URL.
   */
  outbound?: { toUrl?: (value: string) => string };
  /**
   * Whaticket's company form (and signup) carry it as a boolean field of the company, as they do
   * `campaignsEnabled`; `signup` is the value a company that signs up gets
   */
  companyField?: { signup?: string };
}

/**
 * A field a plugin adds to the connection form and the connection's JSON (e.g. the prompts plugin's
 * `promptId`): core stores it with the connection and serves it back without knowing what it means.
 */
export interface ConnectionFieldDeclaration {
  key: string;
  labels: Labels;
  /** what the form may send; its output is stored as JSON */
  schema: z.ZodType;
  default: unknown;
  /** checks a value against the company's data before it is saved (a prompt of another company is not found) */
  validate?(trx: Knex, companyId: number, value: unknown): Promise<void>;
  /** the provider kind whose connections have this field: the dialog shows it only when that one is chosen */
  provider?: string;
  /**
   * A credential: stored sealed with the declaring plugin's secrets at `${companyId}:connection:<key>` (open it
   * with `ctx.secrets.open(stored, address)`), shown masked, and a masked value sent back means "unchanged".
   */
  secret?: boolean;
  /**
   * Help under the input, in the viewer's language; the dialog replaces `{apiUrl}` with the API's public URL and
   * `{id}` with the connection's id (a webhook URL to paste elsewhere)
   */
  hint?: Labels;
}

/** What a plugin definition declares for core's registries (docs/plugins.md "Registries"). */
export interface Declarations {
  planFlags?: PlanFlagDeclaration[];
  planLimits?: PlanLimitDeclaration[];
  settings?: SettingDeclaration[];
  connectionFields?: ConnectionFieldDeclaration[];
  /** what its routes and rooms require, with who holds each by default (docs/plugins.md "Permissions") */
  permissions?: PermissionDeclaration[];
}
