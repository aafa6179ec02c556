import { z } from 'zod';
import { lenientBody, pageNumber, searchParam, requiredText } from '@balcao/core';

const id = z.coerce.number({ error: 'Required' }).int().positive();

/** spec §5 "Note: required, at least 2 characters" */
const note = requiredText(5000, 'Required', { min: 2, error: 'Too Short!' });

// Whaticket's drawer posts the note back with its id and, on edit, the ids it was loaded with
const echoes = ['id', 'userId', 'createdAt', 'updatedAt', 'user', 'contact', 'ticket'];

/** POST /ticket-notes */
export const noteBody = lenientBody(z.object({ note, ticketId: id, contactId: id }).strict(), { echoes });

/** PUT /ticket-notes/:id: only the text changes; the ids it was loaded with are echoes */
export const notePatch = lenientBody(z.object({ note }).strict(), {
  echoes: [...echoes, 'ticketId', 'contactId'],
});

/** GET /ticket-notes/list */
export const noteFilter = z.object({ ticketId: id, contactId: id }).strict();

/** GET /ticket-notes */
export const notesQuery = z.object({ searchParam: searchParam(), pageNumber: pageNumber() }).strict();

export type NoteFields = z.output<typeof noteBody>;
