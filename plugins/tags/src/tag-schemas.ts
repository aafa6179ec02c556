import { z } from 'zod';
import { atLeastOne, lenientBody, pageNumber, searchParam, requiredText } from '@balcao/core';

/** Spec §5: required 'Obrigatório', at least three characters 'Mensagem muito curta'. */
const name = requiredText(100, 'Obrigatório', { min: 3, error: 'Mensagem muito curta' });

const color = z.string().trim().max(50, { error: 'Too Long!' }).nullable();

/** 0 or 1; the tag dialog's switch may send a boolean, a form a string. */
const kanban = z
  .union([z.literal([0, 1, '0', '1', 'true', 'false']), z.boolean()], { error: 'Must be 0 or 1' })
  .transform((v): 0 | 1 => (v === true || v === 1 || v === '1' || v === 'true' ? 1 : 0));

const userId = z.coerce.number().int().positive().nullable();

// the tag dialog posts the loaded tag back, with what the list added to it
const echoes = ['id', 'createdAt', 'updatedAt', 'ticketsCount', 'tickets', 'ticketTags', 'contacts'];

/** POST /tags */
export const tagBody = lenientBody(
  z.object({ name, color: color.optional(), kanban: kanban.optional() }).strict(),
  { echoes: [...echoes, 'userId'] },
);
/** PUT /tags/:id: any of the fields, at least one (spec §7: userId and kanban included) */
export const tagPatch = lenientBody(
  atLeastOne(z.object({ name, color, kanban, userId }).partial().strict()),
  { echoes },
);
/** GET /tags */
export const tagPageQuery = z.object({ searchParam: searchParam(), pageNumber: pageNumber() });
/** GET /tags/list */
export const tagListQuery = z.object({ searchParam: searchParam() });

/** What the services take: validated values, never a request. */
export type TagFields = z.output<typeof tagBody>;
export type TagChanges = z.output<typeof tagPatch>;
export type TagPageQuery = z.output<typeof tagPageQuery>;
export type TagListQuery = z.output<typeof tagListQuery>;
