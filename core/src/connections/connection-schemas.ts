import { z } from 'zod';
import { atLeastOne, text } from '../http/validate.js';
import { lenientBody } from '../http/lenient-body.js';
import type { ChannelProviderRegistry } from '../channels/provider-registry.js';
import type { ConnectionFieldRegistry } from '../registries/connection-fields.js';

/** Whaticket forms send numbers as numbers, numeric strings or '' for "none". */
const count = z.union([
  z.literal('').transform(() => 0),
  z.null().transform(() => 0),
  z.coerce.number().int().min(0).max(1_000_000),
]);
const optionalId = z.union([
  z.literal('').transform(() => null),
  z.null(),
  z.coerce.number().int().positive(),
]);
const message = z.string().max(5000, { error: 'Too Long!' }).nullable();

/**
 * What the Whaticket form sends back from GET /whatsapp/:id: the server's to decide (token, status, session…),
 * so accepted and ignored (the lenient rule in http/lenient-body.ts).
 */
const echoes = [
  'id',
  'status',
  'qrcode',
  'retries',
  'statusReason',
  'session',
  'token',
  'queues',
  'prompt',
  'createdAt',
  'updatedAt',
] as const;

/** Newer Whaticket forms name the transfer rule transferQueueId / timeToTransfer; ours are spec §3's. */
const aliases = { transferQueueId: 'sendIdQueue', timeToTransfer: 'timeSendQueue' };

const fields = {
  name: text(2, 50),
  isDefault: z.boolean().optional(),
  greetingMessage: message.optional(),
  complationMessage: message.optional(),
  outOfHoursMessage: message.optional(),
  ratingMessage: message.optional(),
  timeSendQueue: count.optional(),
  sendIdQueue: optionalId.optional(),
  expiresInactiveMessage: message.optional(),
  expiresTicket: count.optional(),
  timeUseBotQueues: count.optional(),
  maxUseBotQueues: count.optional(),
  queueIds: z.array(z.coerce.number().int().positive()).max(500).optional(),
};

/**
 * The connection form's body: core's fields and those plugins declared (docs/plugins.md "Registries"),
 * typed as core's only since the others are known at start; the services pick them out by the registry.
 */
export function connectionSchemas(declared: ConnectionFieldRegistry, providers: ChannelProviderRegistry) {
  const all = z
    .object({
      ...fields,
      provider: providerName(providers).optional(),
      ...(declared.shape() as Record<never, z.ZodType>),
    })
    .strict();
  return {
    connectionBody: lenientBody(all, { echoes, aliases }),
    connectionPatch: lenientBody(atLeastOne(all.partial().strict()), { echoes, aliases }),
  };
}
type Schemas = ReturnType<typeof connectionSchemas>;

/** A registered provider by its kind or an alias ('baileys'), read when the request comes: plugins add theirs in setup. */
const providerName = (providers: ChannelProviderRegistry) =>
  z
    .string()
    .max(40)
    .transform((name, ctx) => {
      const kind = providers.canonical(name);
      if (kind) return kind;
      const known = providers.all().map((p) => p.kind);
      ctx.addIssue({ code: 'custom', message: `Unknown provider; this server offers: ${known.join(', ')}` });
      return z.NEVER;
    });

/** GET /whatsapp?companyId=&session=0: both are Whaticket leftovers; the company always comes from the token. */
export const connectionListQuery = z.object({
  session: z.string().max(10).optional(),
  companyId: z.string().max(20).optional(),
});

export type ConnectionInput = z.output<Schemas['connectionBody']>;
export type ConnectionChanges = z.output<Schemas['connectionPatch']>;
