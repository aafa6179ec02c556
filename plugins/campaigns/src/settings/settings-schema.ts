import { z } from 'zod';
import { lenientBody, lenientNumber, requiredText } from '@balcao/core';
import { isTimeZone } from '../pacing/local-time.js';
import type { CampaignSettings } from '../pacing/types.js';

/** Spec §2: the settings screen's three dropdowns offer exactly these seconds / counts. */
export const MESSAGE_INTERVALS = [0, 5, 10, 15, 20] as const;
export const LONGER_INTERVAL_AFTER = [0, 1, 5, 10, 15, 20, 30, 40, 60, 80, 100, 120] as const;
export const GREATER_INTERVALS = [0, 1, 5, 10, 15, 20, 30, 40, 60, 80, 100, 120] as const;

const oneOf = (values: readonly number[]) =>
  lenientNumber(z.number({ error: 'Must be a number' })).refine((v) => values.includes(v), {
    error: `Must be one of ${values.join(', ')}`,
  });
const positiveInt = (max: number) =>
  lenientNumber(
    z
      .number({ error: 'Must be a number' })
      .int({ error: 'Must be a whole number' })
      .min(1, { error: 'Must be at least 1' })
      .max(max, { error: `Must be at most ${max}` }),
  );
const clock = z
  .string({ error: 'Must be HH:MM' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Must be HH:MM' });

const variable = z
  .object({
    key: requiredText(50, 'Obrigatório'),
    value: z.string({ error: 'Must be text' }).max(10_000, { error: 'Too Long!' }),
  })
  .strict();

/** One schema per key: the body is checked with them, and so is every stored value when it is read back. */
export const settingSchemas = {
  messageInterval: oneOf(MESSAGE_INTERVALS),
  longerIntervalAfter: oneOf(LONGER_INTERVAL_AFTER),
  greaterInterval: oneOf(GREATER_INTERVALS),
  variables: z.array(variable).max(200, { error: 'Too many variables' }),
  dailyCap: positiveInt(100_000),
  quietHoursStart: clock,
  quietHoursEnd: clock,
  timeZone: z.string({ error: 'Must be a time zone' }).refine(isTimeZone, { error: 'Unknown time zone' }),
  warmupDays: positiveInt(365),
  warmupFirstDayCap: positiveInt(100_000),
  timelockPauseHours: positiveInt(24 * 14),
  newChatDailyCap: lenientNumber(
    z
      .number({ error: 'Must be a number' })
      .int({ error: 'Must be a whole number' })
      .min(0, { error: 'Must be at least 0' })
      .max(100_000, { error: 'Must be at most 100000' }),
  ),
  jitter: lenientNumber(
    z
      .number({ error: 'Must be a number' })
      .min(0, { error: 'Must be between 0 and 0.5' })
      .max(0.5, { error: 'Must be between 0 and 0.5' }),
  ),
} satisfies { [K in keyof CampaignSettings]: z.ZodType<CampaignSettings[K], unknown> };

export type SettingKey = keyof typeof settingSchemas;
export const settingKeys = Object.keys(settingSchemas) as SettingKey[];

/** POST /campaign-settings: { settings: { key: value, ... } }, any of the keys; each one given is saved. */
export const campaignSettingsBody = lenientBody(
  z
    .object({
      settings: z
        .object(
          Object.fromEntries(settingKeys.map((k) => [k, settingSchemas[k].optional()])) as {
            [K in SettingKey]: z.ZodOptional<(typeof settingSchemas)[K]>;
          },
          { error: 'Must be an object' },
        )
        .strict(),
    })
    .strict(),
  { echoes: [] },
);

export type CampaignSettingsChanges = Partial<CampaignSettings>;

/** One { key, value } of the wire: the value is JSON text, as Whaticket's client JSON.parse()s it. */
export const settingRow = z.object({ key: z.string(), value: z.string() });
