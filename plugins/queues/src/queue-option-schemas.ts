import { z } from 'zod';
import { atLeastOne, lenientBody, lenientNumber } from '@balcao/core';

const id = lenientNumber(z.number().int().positive());

/** Whaticket numbers options 1, 2, ... and stores the position as a string. */
const position = z
  .union([lenientNumber(z.number().int().min(0).max(999_999)), z.string().trim().max(20)])
  .transform(String);

const optionFields = z
  .object({
    queueId: id,
    /** null or absent: a top-level option */
    parentId: z.union([id, z.null()]).optional(),
    // Whaticket's option stepper saves an untitled option and shows 'Título não definido'
    title: z.string({ error: 'Required' }).trim().max(255, { error: 'Too Long!' }),
    message: z.string().max(5000, { error: 'Too Long!' }).nullable().optional(),
    option: position.optional(),
  })
  .strict();

/** The stepper posts its local state: the loaded option, its children and whether it is being edited. */
const echoes = [
  'id',
  'createdAt',
  'updatedAt',
  'children',
  'edition',
  'mediaPath',
  'mediaName',
  'queue',
  'parent',
];

/** POST /queue-options */
export const optionBody = lenientBody(optionFields, { echoes });
/**
 * PUT /queue-options/:id: title, message, position. An option stays where it was made: the stepper echoes its
 * queueId and parentId on every save, so they are dropped rather than read as a move.
 */
export const optionPatch = lenientBody(
  atLeastOne(optionFields.omit({ queueId: true, parentId: true }).partial()),
  { echoes: [...echoes, 'queueId', 'parentId'] },
);

/** GET /queue-options: parentId -1 is the top level, a positive id that option's children. */
const filter = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (v === '' || v === 'null' || v === 'undefined' || v === 'false' ? undefined : v),
    schema,
  );
export const optionQuery = z
  .object({
    queueId: filter(z.coerce.number().int().positive().optional()),
    parentId: filter(z.coerce.number().int().min(-1).optional()),
    queueOptionId: filter(z.coerce.number().int().positive().optional()),
  })
  .strip();

export type OptionFields = z.output<typeof optionBody>;
export type OptionChanges = z.output<typeof optionPatch>;
