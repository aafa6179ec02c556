import { z } from 'zod';
import { lenientBody, lenientNumber, pageNumber, searchParam } from '@balcao/core';

export const invoicePageQuery = z.object({ searchParam: searchParam(), pageNumber: pageNumber() });

/** a checkout field the server does not use: kept bounded, never trusted */
const ignored = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]).optional();
const name = z.string().trim().max(100).optional();

/**
 * POST /subscription as Whaticket's checkout sends it (spec §7). Only invoiceId decides anything: the price,
 * plan, users and connections it echoes are ignored, as are the card fields (the charge is Pix).
 */
export const subscriptionBody = lenientBody(
  z
    .object({
      invoiceId: lenientNumber(z.number({ error: 'Required' }).int().positive()),
      firstName: name,
      lastName: name,
      address2: ignored,
      city: ignored,
      state: ignored,
      zipcode: ignored,
      country: ignored,
      useAddressForPaymentDetails: ignored,
      nameOnCard: ignored,
      cardNumber: ignored,
      cvv: ignored,
      plan: z.union([ignored, z.record(z.string(), z.unknown())]),
      price: ignored,
      users: ignored,
      connections: ignored,
    })
    .strict(),
  { echoes: ['email', 'companyId'] },
);

/**
 * The webhook's body: the sandbox's notice or Asaas' event. Only its shape is checked here; the gateway decides
 * whether it is authentic (signature or token) and what it means, so unknown fields are kept, not refused.
 */
export const webhookBody = z.union([
  z.object({ txid: z.string().max(64), amount: z.number(), status: z.string().max(20) }).loose(),
  z
    .object({
      event: z.string().max(64),
      payment: z.object({ id: z.string().max(64), value: z.number() }).loose(),
    })
    .loose(),
]);
