import { z } from 'zod';
import { atLeastOne, email, password, text } from '../../http/validate.js';
import { profiles } from './user-model.js';

/** queueIds arrive as numbers or numeric strings from the Whaticket client */
const queueIds = z.array(z.coerce.number().int().positive()).max(500);

export const userBody = z
  .object({
    name: text(2, 50),
    email: email(),
    password: password(),
    profile: z.enum(profiles).optional(),
    super: z.boolean().optional(),
    queueIds: queueIds.optional(),
    whatsappId: z.union([z.coerce.number().int().positive(), z.null(), z.literal('')]).optional(),
    allTicket: z.enum(['enable', 'disable']).optional(),
  })
  .strict();

export const userPatch = atLeastOne(userBody.partial().strict());

export const userListQuery = z.object({
  searchParam: z.string().max(200).default(''),
  pageNumber: z.coerce.number().int().min(1).max(100000).default(1),
});
