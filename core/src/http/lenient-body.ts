import { z } from 'zod';

/**
 * Be liberal in what a Whaticket client sends, strict in what is used (docs/compatibility.md, "Bodies").
 * Its forms post back the record as they loaded it, so a resource declares its body with
 * `lenientBody(schema, { echoes, aliases })`, and before `parseBody` validates it:
 * - the resource's `echoes` (ids, timestamps, nested relations, flags the server derives) are dropped;
 * - `companyId` is dropped when it is the caller's own (or empty); any other stays and is refused as unknown;
 * - the client's name for a field (`aliases`) becomes ours, and wins over ours when both arrive;
 * - '' in an optional field that cannot hold an empty string means "not given".
 * What is left is validated as declared: a strict schema still refuses every key no client sends.
 */
export interface LenientRule {
  echoes?: readonly string[];
  aliases?: Readonly<Record<string, string>>;
}

type Body = Record<string, unknown>;
type Normalize = (body: Body, callerCompanyId: number | undefined) => Body;

const lenientBodies = z.registry<{ normalize: Normalize; rule: LenientRule }>();

export function lenientBody<T extends z.ZodObject>(schema: T, rule: LenientRule = {}): T {
  const echoes = new Set(rule.echoes ?? []);
  const aliases = rule.aliases ?? {};
  const blankMeansAbsent = new Set(
    Object.entries(schema.shape)
      .filter(([, field]) => field.safeParse(undefined).success && !field.safeParse('').success)
      .map(([key]) => key),
  );
  const isOwnCompany = (value: unknown, caller: number | undefined) =>
    value === '' || value === null || (caller !== undefined && Number(value) === caller);

  const normalize: Normalize = (body, callerCompanyId) => {
    const ours: Body = {};
    const theirs: Body = {};
    for (const [key, value] of Object.entries(body)) {
      if (echoes.has(key)) continue;
      if (key === 'companyId' && isOwnCompany(value, callerCompanyId)) continue;
      if (Object.hasOwn(aliases, key)) theirs[aliases[key]!] = value;
      else ours[key] = value;
    }
    const out = { ...ours, ...theirs };
    for (const key of blankMeansAbsent) if (out[key] === '') delete out[key];
    return out;
  };
  lenientBodies.add(schema, { normalize, rule });
  return schema;
}

const isPlainObject = (v: unknown): v is Body =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** The body as `schema` should see it; bodies of schemas not declared with lenientBody pass unchanged. */
export function applyLenientRule(schema: z.ZodType, body: unknown, callerCompanyId?: number): unknown {
  const rule = lenientBodies.get(schema);
  return rule && isPlainObject(body) ? rule.normalize(body, callerCompanyId) : body;
}

/** The echoes and aliases `schema` was declared with (the OpenAPI document lists them). */
export function lenientRuleOf(schema: z.ZodType): LenientRule | undefined {
  return lenientBodies.get(schema)?.rule;
}
