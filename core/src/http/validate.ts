import { z, type ZodError, type ZodType } from 'zod';
import type { Context } from 'koa';
import { AppError } from '../errors/app-error.js';
import { applyLenientRule } from './lenient-body.js';

/** Field name -> first message, the shape the shell's forms show under each input. */
export function zodFields(err: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  const put = (key: string, message: string) => {
    if (!(key in fields)) fields[key] = message;
  };
  for (const issue of err.issues) {
    // a key no client sends is named as a field, so the caller sees which one
    if (issue.code === 'unrecognized_keys')
      for (const name of issue.keys) put([...issue.path, name].join('.'), 'Unrecognized key');
    else put(issue.path.length ? issue.path.join('.') : '_', issue.message);
  }
  return fields;
}

/** Validates the body; a schema declared with lenientBody first gets it as Whaticket clients' rule reads it. */
export function parseBody<T extends ZodType>(ctx: Context, schema: T): z.output<T> {
  const body = (ctx.request as { body?: unknown }).body ?? {};
  const caller = (ctx.state as { user?: { companyId: number } } | undefined)?.user?.companyId;
  return schema.parse(applyLenientRule(schema, body, caller));
}

export function parseQuery<T extends ZodType>(ctx: Context, schema: T): z.output<T> {
  return schema.parse(ctx.query);
}

/** Route ids are positive integers; anything else is simply not found. */
export function idParam(ctx: Context, name = 'id'): number {
  const raw = ctx.params?.[name];
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('ERR_NOT_FOUND', 404);
  return id;
}

// Shared field builders with the spec §5 messages.
export const text = (min: number, max: number) =>
  z
    .string({ error: 'Required' })
    .trim()
    .min(min, { error: min <= 1 ? 'Required' : 'Too Short!' })
    .max(max, { error: 'Too Long!' });
export const optionalText = (max = 5000) => z.string().max(max, { error: 'Too Long!' });
export const email = () => z.string({ error: 'Required' }).trim().max(254).email({ error: 'Invalid email' });
export const password = () => text(5, 50);
/** Query-string numbers arrive as strings. */
export const pageNumber = () => z.coerce.number().int().min(1).max(100000).default(1);
export const searchParam = () => z.string().max(200).default('');

/** A partial update that changes nothing is a mistake by the caller, not a silent success. */
export const atLeastOne = <T extends z.ZodObject>(schema: T) =>
  schema.refine((v) => Object.keys(v as object).length > 0, { error: 'Nothing to update', path: ['_'] });
