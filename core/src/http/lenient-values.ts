import { z } from 'zod';

/**
 * Values as Whaticket clients spell them (the other half of the rule in lenient-body.ts): numbers typed into
 * text fields arrive as strings, money in Brazilian form ("1.299,90"), enums in the client's own words.
 */

/** "299,9" and "1.299,90" (comma decimal, dot thousands) or "299.9"; anything else is left for zod to refuse. */
export function parseClientNumber(raw: string): number | string {
  const text = raw.trim();
  const normal = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : raw;
}

/** A number given as a number or as a string in either decimal form, then checked by `schema`. */
export const lenientNumber = <T extends z.ZodNumber>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? parseClientNumber(v) : v), schema);

/** One of `values`, also accepting the client's spellings of them (`aliases`: theirs -> ours). */
export const lenientEnum = <const V extends readonly [string, ...string[]]>(
  values: V,
  aliases: Readonly<Record<string, V[number]>>,
) =>
  z.preprocess((v) => (typeof v === 'string' && Object.hasOwn(aliases, v) ? aliases[v] : v), z.enum(values));
