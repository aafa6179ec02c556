import { z } from 'zod';
import { atLeastOne, lenientBody, lenientNumber, text } from '@balcao/core';
import { weekdays } from './opening-hours.js';

const hhmm = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'HH:MM' });

/** One day of the hours form; an empty time closes the day. */
const scheduleEntry = z
  .object({
    weekday: z.string().trim().max(20),
    weekdayEn: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(weekdays, { error: 'Invalid weekday' })),
    startTime: z.union([hhmm, z.literal('')]),
    endTime: z.union([hhmm, z.literal('')]),
  })
  .strict();

const schedules = z
  .array(scheduleEntry)
  .max(7)
  .refine((days) => new Set(days.map((d) => d.weekdayEn)).size === days.length, {
    error: 'Each weekday once',
  });

/** Whaticket's form sends '' for "none" in these selects and number fields: '' and null clear them. */
const optionalId = z
  .union([z.literal(''), z.null(), lenientNumber(z.number().int().positive())])
  .transform((v) => (v === '' ? null : v));
const message = z.string().max(5000, { error: 'Too Long!' }).nullable();

const queueFields = z
  .object({
    name: text(2, 50),
    color: text(3, 9),
    greetingMessage: message.optional(),
    complationMessage: message.optional(),
    outOfHoursMessage: message.optional(),
    ratingMessage: message.optional(),
    orderQueue: z
      .union([z.literal(''), z.null(), lenientNumber(z.number().int().min(0).max(1_000_000))])
      .transform((v) => (v === '' ? null : v))
      .optional(),
    schedules: schedules.optional(),
    promptId: optionalId.optional(),
    integrationId: optionalId.optional(),
  })
  .strict();

/** The queue dialog posts back the queue it loaded, with its relations. */
const echoes = [
  'id',
  'createdAt',
  'updatedAt',
  'mediaPath',
  'mediaName',
  'options',
  'chatbots',
  'prompt',
  'queueIntegrations',
  'whatsapps',
  'users',
];

/** POST /queue */
export const queueBody = lenientBody(queueFields, { echoes });
/** PUT /queue/:id: any of the fields, at least one */
export const queuePatch = lenientBody(atLeastOne(queueFields.partial()), { echoes });

export type QueueFields = z.output<typeof queueBody>;
export type QueueChanges = z.output<typeof queuePatch>;
