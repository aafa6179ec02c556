import type { FullTextSource } from '@balcao/core';

/** The tickets plugin's columns searched by words (GET /search): a message's body, a note's text. */
export const messageText: FullTextSource = {
  table: 'messages',
  index: 'messages_body_ft',
  columns: ['body'],
};
export const noteText: FullTextSource = {
  table: 'ticket_notes',
  index: 'ticket_notes_note_ft',
  columns: ['note'],
};
