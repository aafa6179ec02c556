import { z } from 'zod';

/** the longest pause a bot may ask for between two of its messages: a bot turn must not hold a conversation */
export const MAX_WAIT_MS = 60_000;

const id = z.coerce.number({ error: 'Required' }).int().positive();
const tagRef = {
  tagId: id.optional(),
  name: z.string().trim().min(1, { error: 'Required' }).max(100, { error: 'Too Long!' }).optional(),
};
const namesATag = (t: { tagId?: number; name?: string }) => t.tagId !== undefined || t.name !== undefined;

/**
 * What a bot (a queue integration, an AI prompt) may ask to be done to the ticket it answers, instead of magic
 * strings (docs/plugins.md "Bot commands"). Ticket commands (transfer, assign, tag, untag, note, close) run through
 * the ticket actions registry as the system; `wait` pauses the bot's sending; `handover` and `end` are the bot's
 * own way out (each bot applies them as it always did). Liberal in extra fields (a receiver may add its own).
 */
export const botCommandSchema = z.discriminatedUnion('type', [
  /** the ticket waits in the queue (pending, nobody's), or is the user's there when one is named */
  z.object({ type: z.literal('transfer'), queueId: id, userId: id.optional() }),
  z.object({ type: z.literal('assign'), userId: id }),
  z
    .object({ type: z.literal('tag'), ...tagRef })
    .refine(namesATag, { error: 'tagId or name', path: ['tagId'] }),
  z
    .object({ type: z.literal('untag'), ...tagRef })
    .refine(namesATag, { error: 'tagId or name', path: ['tagId'] }),
  /** a private note on the ticket, written by nobody (the system) */
  z.object({ type: z.literal('note'), body: z.string().trim().min(1, { error: 'Required' }).max(5000) }),
  /** resolved without the rating question */
  z.object({ type: z.literal('close') }),
  z
    .object({
      type: z.literal('wait'),
      ms: z.coerce.number().int().min(0).max(MAX_WAIT_MS).optional(),
      seconds: z.coerce
        .number()
        .min(0)
        .max(MAX_WAIT_MS / 1000)
        .optional(),
    })
    .refine((w) => w.ms !== undefined || w.seconds !== undefined, { error: 'ms or seconds', path: ['ms'] }),
  /** leave the bot, to a queue and/or a user of the company (Whaticket's `#{"queueId":N}`) */
  z.object({ type: z.literal('handover'), queueId: id.optional(), userId: id.optional() }),
  /** leave the bot, no transfer (Whaticket's `#{"stopBot":true}`) */
  z.object({ type: z.literal('end') }),
]);

export type BotCommand = z.infer<typeof botCommandSchema>;
export type BotCommandType = BotCommand['type'];
/** the commands the ticket actions registry applies; the others are the bot's own (wait, handover, end) */
export type TicketCommand = Extract<
  BotCommand,
  { type: 'transfer' | 'assign' | 'tag' | 'untag' | 'note' | 'close' }
>;

/** A command as read: typed when valid, else what came and why it is refused. */
export type CommandRead = { ok: true; command: BotCommand } | { ok: false; raw: unknown; reason: string };

const TICKET_TYPES = new Set<BotCommandType>(['transfer', 'assign', 'tag', 'untag', 'note', 'close']);
const STOPPING_TYPES = new Set<BotCommandType>(['transfer', 'assign', 'close', 'handover', 'end']);

export const isTicketCommand = (c: BotCommand): c is TicketCommand => TICKET_TYPES.has(c.type);

/** the ticket leaves the bot after it: the bot's list ends there (what follows is skipped) */
export const stopsTheBot = (c: BotCommand): boolean => STOPPING_TYPES.has(c.type);

/** a wait's length in ms (within MAX_WAIT_MS by the schema) */
export const waitMs = (c: Extract<BotCommand, { type: 'wait' }>): number =>
  c.ms ?? Math.round((c.seconds ?? 0) * 1000);

/** Validates one command; the reason names the first problem (`queueId: Required`, `type: ...`). */
export function readBotCommand(raw: unknown): CommandRead {
  const parsed = botCommandSchema.safeParse(raw);
  if (parsed.success) return { ok: true, command: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return { ok: false, raw, reason: `${where}${issue?.message ?? 'invalid'}` };
}

/** Every element of a `commands` array read in order; anything but an array reads as no command. */
export const readBotCommands = (raw: unknown): CommandRead[] =>
  Array.isArray(raw) ? raw.map(readBotCommand) : [];
