import { z } from 'zod';
import { atLeastOne, lenientBody, pageNumber, searchParam, requiredText } from '@balcao/core';

/** Spec §5: name at least 3 ('nome muito curto'), required ('Obrigatório'). */
const name = requiredText(255, 'Obrigatório', { min: 3, error: 'nome muito curto' });
/** Spec §5: the message is required ('Obrigatório'). */
const message = requiredText(10_000, 'Obrigatório');

/**
 * One option as the dialog sends it: its id when it exists, its text. Whaticket's form posts the option back
 * with path, mediaType, fileId, timestamps and a `file` object; the server owns those, so they are stripped
 * (the nested object is not strict, unlike the body).
 */
const option = z.object({
  // a new row may carry id null or '' (none yet)
  id: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.coerce.number().int().positive().optional(),
  ),
  name: z.string({ error: 'Must be text' }).trim().max(255, { error: 'Too Long!' }).default(''),
});
const options = z.array(option, { error: 'Must be a list' }).max(50, { error: 'Too many options' });

const fields = z.object({ name, message, options });
// Whaticket's dialog posts the loaded record back, plus userId (the server takes the caller)
const echoes = ['id', 'createdAt', 'updatedAt', 'userId', 'company', 'user'];

/** POST /files */
export const fileListBody = lenientBody(fields.extend({ options: options.default([]) }).strict(), { echoes });
/** PUT /files/:id: any of the fields, at least one; options, when given, are the whole list (left out = removed) */
export const fileListPatch = lenientBody(atLeastOne(fields.partial().strict()), { echoes });

/** A multipart text field Whaticket repeats once per file: one value arrives as a string, several as a list. */
const repeated = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

/** POST /files/uploadList/:id: the text fields beside `files` (fileId and typeArch are Whaticket's echoes) */
export const uploadListFields = z
  .object({
    fileId: z.string().max(20).optional(),
    typeArch: z.string().max(50).optional(),
    id: repeated,
    name: repeated,
    mediaType: repeated,
  })
  .strict();

/** GET /files */
export const fileListPageQuery = z.object({ searchParam: searchParam(), pageNumber: pageNumber() });
/** GET /files/list */
export const fileListListQuery = z.object({ searchParam: searchParam() });

/** What the services take: validated values, never a request. */
export type FileListFields = z.output<typeof fileListBody>;
export type FileListChanges = z.output<typeof fileListPatch>;
export type FileOptionInput = z.output<typeof option>;
export type UploadListFields = z.output<typeof uploadListFields>;
export type FileListPageQuery = z.output<typeof fileListPageQuery>;
export type FileListListQuery = z.output<typeof fileListListQuery>;
