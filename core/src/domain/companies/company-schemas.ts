import { z } from 'zod';
import { atLeastOne, email, password, text } from '../../http/validate.js';
import { lenientBody } from '../../http/lenient-body.js';
import { lenientNumber } from '../../http/lenient-values.js';
import { recurrences } from './company-model.js';

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

const companyFields = z
  .object({
    name: text(2, 100),
    email: email().optional(),
    phone: phone.optional(),
    planId: lenientNumber(z.number().int().positive()),
    status: z.boolean().optional(),
    dueDate: dueDate.optional(),
    recurrence: z.enum(recurrences).optional(),
    campaignsEnabled: z.boolean().optional(),
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

export const companyBody = lenientBody(companyFields, { echoes: companyEchoes });

export const companyPatch = lenientBody(
  atLeastOne(companyFields.omit({ password: true }).partial().strict()),
  { echoes: companyEchoes },
);

export const signupBody = z
  .object({
    name: text(2, 50),
    email: email(),
    phone: phone.optional(),
    password: password(),
    planId: z.number().int().positive(),
    // the Whaticket signup form also sends these; the server decides them for a trial
    recurrence: z.string().max(20).optional(),
    dueDate: z.string().max(40).optional(),
    status: z.union([z.boolean(), z.string().max(10)]).optional(),
    campaignsEnabled: z.union([z.boolean(), z.string().max(10)]).optional(),
  })
  .strict();

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
