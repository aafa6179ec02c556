import type { Knex } from 'knex';
import type { z } from 'zod';
import { AppError } from '@balcao/core';
import type { TicketCaller } from '../services/ticket-viewer.js';

/** pt/en/es names of an action kind, for the screens that list them */
export interface ActionLabels {
  pt: string;
  en: string;
  es: string;
}

/**
 * Nobody's action: the product itself acting for the company (an automation rule's run). It sees every ticket of
 * its company, like an admin, and its writes carry no user (`userId` null in notes, messages and the timeline).
 * `system` names what acts (`'automation'`); `label` and `ref` say which one (the rule's name and id), for the
 * readers that show who did it.
 */
export interface SystemActor {
  system: string;
  companyId: number;
  label?: string;
  ref?: number;
}

/** who acts through the registry: a user (a macro's caller) or the system (a rule) */
export type ActionActor = TicketCaller | SystemActor;

export const isSystemActor = (actor: ActionActor): actor is SystemActor => 'system' in actor;

/** the user an action is written as: the caller's id, or null for the system */
export const actorUserId = (actor: ActionActor): number | null => (isSystemActor(actor) ? null : actor.id);

/** Which ticket an action runs on, on whose behalf, and the key its effects derive idempotency keys from. */
export interface ActionTarget {
  companyId: number;
  ticketId: number;
  /** who acts: a user (a macro) or the system (an automation rule's run, on behalf of nobody) */
  actor: ActionActor;
  /** unique per run of a list of actions: a send derives its outbox key from it and the action's place */
  key: string;
  /** the action's place in its list, from 0 */
  index: number;
}

/** What one action did, as the caller reports it (small, JSON-safe). */
export interface ActionOutcome {
  kind: string;
  ok: true;
  detail?: Record<string, unknown>;
}

/**
 * One param of an action as the shared editor (modules/kit TicketActionsEditor) draws it: a picker of the
 * company's queues, users or tags, a line of text, a longer text, a URL, one of `options`, or a list of lines.
 * A kind without fields is edited as JSON.
 */
export interface ActionField {
  /** the param's name in `params` */
  name: string;
  kind: 'queue' | 'user' | 'tag' | 'text' | 'longText' | 'url' | 'choice' | 'textList';
  labels: ActionLabels;
  /** an empty value is left out of the params */
  optional?: boolean;
  /** `choice`: the values offered, the first the default */
  options?: Array<{ value: string; labels?: ActionLabels }>;
  /** a line under the field (what placeholders a text takes) */
  help?: ActionLabels;
  /** an optional picker: what its empty choice says (say what leaving it empty does) */
  empty?: ActionLabels;
}

/**
 * One kind of action on a ticket (docs/plugins.md "Ticket actions"). Registered by the plugin that owns the data it
 * writes; it writes only through that plugin's own services.
 */
export interface TicketAction<P = unknown, R = unknown> {
  /** `<area>.<verb>`, e.g. `tag.add` */
  kind: string;
  labels: ActionLabels;
  /** its params; `.strict()` objects, so a list saved today is read the same way later */
  params: z.ZodType<P>;
  /** how the shared editor draws its params (none: as JSON) */
  fields?: ActionField[];
  /**
   * The company's rows the params name exist (a queue, a user, a tag): throws the owner's 404 code. Runs when a
   * list is saved and again before it is applied, outside any transaction.
   */
  check?(companyId: number, params: P): Promise<void>;
  /** reads the apply needs that cannot run inside the transaction (settings, the actor's queues): before it */
  prepare?(target: ActionTarget, params: P): Promise<R>;
  /** does it, inside `trx` (the run's one transaction); realtime and hooks only after the commit */
  apply(target: ActionTarget, params: P, trx: Knex.Transaction, prepared: R): Promise<ActionOutcome>;
}

/** An action of a list as stored: its kind and its params. */
export interface ActionStep {
  kind: string;
  params: unknown;
}

/** A checked list, parsed against the registry. */
export interface ParsedStep {
  action: TicketAction<unknown, unknown>;
  params: unknown;
}

/**
 * The kinds of action a ticket can take, open to every plugin: macros apply them on a click, automation rules
 * will on an event. `register` in setup; `parse` and `check` validate a stored list.
 */
export class TicketActionRegistry {
  private readonly kinds = new Map<string, TicketAction<unknown, unknown>>();

  register<P, R>(action: TicketAction<P, R>): void {
    if (this.kinds.has(action.kind)) throw new Error(`ticket action "${action.kind}" registered twice`);
    this.kinds.set(action.kind, action as unknown as TicketAction<unknown, unknown>);
  }

  /** every kind, in registration order, with its labels and fields (the screens' choice list) */
  list(): Array<{ kind: string; labels: ActionLabels; fields?: ActionField[] }> {
    return [...this.kinds.values()].map(({ kind, labels, fields }) => ({
      kind,
      labels,
      ...(fields ? { fields } : {}),
    }));
  }

  get(kind: string): TicketAction<unknown, unknown> | undefined {
    return this.kinds.get(kind);
  }

  /**
   * Parses each step's params with its kind's schema: 400 ERR_VALIDATION with `fields` under `<path>.<i>.kind`
   * or `<path>.<i>.params.<field>`, every problem at once.
   */
  parse(steps: ActionStep[], path = 'actions'): ParsedStep[] {
    const fields: Record<string, string> = {};
    const parsed: ParsedStep[] = [];
    steps.forEach((step, i) => {
      const action = this.kinds.get(step.kind);
      if (!action) return void (fields[`${path}.${i}.kind`] = 'Unknown action');
      const result = action.params.safeParse(step.params ?? {});
      if (result.success) return void parsed.push({ action, params: result.data });
      for (const issue of result.error.issues)
        fields[[path, i, 'params', ...issue.path].join('.')] ??= issue.message;
    });
    if (Object.keys(fields).length) throw new AppError('ERR_VALIDATION', 400, { fields });
    return parsed;
  }

  /** A list to store (a rule's, a macro's): parsed, then checked, and its JSON with the params as parsed. */
  async checked(companyId: number, steps: ActionStep[]): Promise<{ steps: ParsedStep[]; json: string }> {
    const parsed = this.parse(steps);
    await this.check(companyId, parsed);
    const stored = parsed.map(({ action, params }) => ({ kind: action.kind, params }));
    return { steps: parsed, json: JSON.stringify(stored) };
  }

  /** the company's rows each step names exist; the first missing one throws its owner's code with its place */
  async check(companyId: number, steps: ParsedStep[]): Promise<void> {
    for (const [index, { action, params }] of steps.entries())
      try {
        await action.check?.(companyId, params);
      } catch (err) {
        throw atStep(err, index, action.kind);
      }
  }
}

/** an AppError of one step, told with the step's place and kind (the client shows which action failed) */
export function atStep(err: unknown, index: number, kind: string): unknown {
  if (!(err instanceof AppError)) return err;
  return new AppError(err.code, err.status, { ...err.details, action: { index, kind } });
}

/**
 * An action that cannot apply to the ticket as it stands (closed meanwhile, not on a Cloud connection, nobody free
 * to take it): 409 ERR_TICKET_ACTION_NOT_APPLICABLE with `reason`. Thrown from `prepare` (nothing written) or
 * `apply` (the run rolls back). A macro's caller gets the 409; an automation run is recorded as `skipped`.
 */
export function notApplicable(reason: string): AppError {
  return new AppError('ERR_TICKET_ACTION_NOT_APPLICABLE', 409, { reason });
}

export const isNotApplicable = (err: unknown): err is AppError =>
  err instanceof AppError && err.code === 'ERR_TICKET_ACTION_NOT_APPLICABLE';
