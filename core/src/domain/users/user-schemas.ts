import { z } from 'zod';
import { atLeastOne, email, password, text } from '../../http/validate.js';
import { lenientBody } from '../../http/lenient-body.js';
import { lenientEnum } from '../../http/lenient-values.js';
import { profiles } from './user-model.js';

/** queueIds arrive as numbers or numeric strings from the Whaticket client */
const queueIds = z.array(z.coerce.number().int().positive()).max(500);

/** Whaticket's user form holds `false` until a connection is picked, and '' for "none". */
const whatsappId = z.union([
  z.coerce.number().int().positive(),
  z.union([z.null(), z.literal(''), z.literal(false)]).transform(() => null),
]);

/** The user form offers enabled/desabled (sic) for what the API has always called enable/disable. */
const allTicket = lenientEnum(['enable', 'disable'], {
  enabled: 'enable',
  desabled: 'disable',
  disabled: 'disable',
});

/** what the user form sends back from the loaded user; the server decides these */
export const userEchoes = [
  'id',
  'online',
  'lastSeenAt',
  'createdAt',
  'updatedAt',
  'queues',
  'company',
  'whatsapp',
] as const;

const fields = z
  .object({
    name: text(2, 50),
    email: email(),
    password: password(),
    profile: z.enum(profiles).optional(),
    super: z.boolean().optional(),
    queueIds: queueIds.optional(),
    whatsappId: whatsappId.optional(),
    allTicket: allTicket.optional(),
    /** the company the user is in: only a super user may name another than its own (target-company.ts) */
    companyId: z.coerce.number().int().positive().optional(),
  })
  .strict();

export const userBody = lenientBody(fields, { echoes: userEchoes });

export const userPatch = lenientBody(
  atLeastOne(
    fields
      .partial()
      .extend({
        /** required to change one's own password (a stolen access token must not become the account) */
        currentPassword: z.string().max(200).optional(),
      })
      .strict(),
  ),
  { echoes: userEchoes },
);

export const userListQuery = z.object({
  searchParam: z.string().max(200).default(''),
  pageNumber: z.coerce.number().int().min(1).max(100000).default(1),
});

/** GET /users/list: a super user may name the company (the super admin's company screen) */
export const userShortListQuery = z.object({ companyId: z.coerce.number().int().positive().optional() });
