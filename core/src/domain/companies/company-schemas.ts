import { z } from 'zod';
import { atLeastOne, email, password, text } from '../../http/validate.js';
import { lenientBody } from '../../http/lenient-body.js';
import { lenientNumber } from '../../http/lenient-values.js';
import { recurrences } from './company-model.js';
import type { SettingRegistry } from '../../registries/settings.js';
import { splitDeclared } from '../../registries/registry.js';

const phone = z.string().trim().max(50);
/** Empty or invalid due dates become null (spec §5). */
const dueDate = z
  .union([z.string().max(40), z.null()])
  .transform((v) => (v && !Number.isNaN(Date.parse(v)) ? new Date(v) : null));
const address = z.string().trim().max(200).nullable();

/** what the company form sends back from the loaded company; the server or other routes decide these */
export const companyEchoes = [
  'id',
  'plan',
  'settings',
  'schedules',
  'trialExpiration',
  'createdAt',
  'updatedAt',
] as const;

const companyColumns = z
  .object({
    name: text(2, 100),
    email: email().optional(),
    phone: phone.optional(),
    planId: lenientNumber(z.number().int().positive()),
    status: z.boolean().optional(),
    dueDate: dueDate.optional(),
    recurrence: z.enum(recurrences).optional(),
    /** with a password the company gets its first admin user (name and e-mail of the company) */
    password: password().optional(),
    billingName: address.optional(),
    addressZipCode: z.string().max(20).nullable().optional(),
    addressStreet: address.optional(),
    addressState: z.string().max(50).nullable().optional(),
    addressCity: address.optional(),
    addressDistrict: address.optional(),
  })
  .strict();

/** a setting the company form carries as a field: a boolean, or its string as the signup form sends it */
const settingField = z
  .union([z.boolean(), z.string().max(10)])
  .transform(String)
  .optional();

/** The company form's body: its columns and the settings declared as company fields (docs/plugins.md). */
export function companySchemas(settings: SettingRegistry) {
  // typed as no keys: they are known at start only; splitCompanySettings takes them out by the registry
  const settingShape = Object.fromEntries(
    settings.companyFields().map((d) => [d.key, settingField]),
  ) as Record<never, z.ZodType>;
  const fields = companyColumns.extend(settingShape).strict();
  return {
    companyBody: lenientBody(fields, { echoes: companyEchoes }),
    companyPatch: lenientBody(atLeastOne(fields.omit({ password: true }).partial().strict()), {
      echoes: companyEchoes,
    }),
    signupBody: signupColumns.extend(settingShape).strict(),
  };
}

/** a parsed company body split into the company's columns and the settings it carried */
export function splitCompanySettings<T extends Record<string, unknown>>(settings: SettingRegistry, body: T) {
  const { columns, values } = splitDeclared(
    body,
    (key) => Boolean(settings.get(key)?.companyField),
    (raw) => (raw === undefined ? undefined : String(raw)),
  );
  return { columns, settings: values };
}

const signupColumns = z.object({
  name: text(2, 50),
  email: email(),
  phone: phone.optional(),
  password: password(),
  planId: z.number().int().positive(),
  // the Whaticket signup form also sends these; the server decides them for a trial
  recurrence: z.string().max(20).optional(),
  dueDate: z.string().max(40).optional(),
  status: z.union([z.boolean(), z.string().max(10)]).optional(),
});

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'HH:MM' });
export const schedulesBody = lenientBody(
  z
    .object({
      schedules: z
        .array(
          z
            .object({
              weekday: z.string().max(20),
              weekdayEn: z.string().max(20),
              startTime: z.union([hhmm, z.literal('')]),
              endTime: z.union([hhmm, z.literal('')]),
            })
            .strict(),
        )
        .max(7),
    })
    .strict(),
  { echoes: ['id'] },
);

type CompanySchemas = ReturnType<typeof companySchemas>;
export type CompanyForm = z.output<CompanySchemas['companyBody']>;
export type CompanyChanges = z.output<CompanySchemas['companyPatch']>;
export type SignupForm = z.output<CompanySchemas['signupBody']>;
export type CompanySchedules = z.output<typeof schedulesBody>['schedules'];
