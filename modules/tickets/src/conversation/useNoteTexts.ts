import { useEffect, useRef, useState } from 'react';
import { listNotes } from '../actions/api';
import type { TimelineEvent } from '../timeline/api';

/**
 * The words of the notes the timeline's `note-added` events name, by note id, so the thread can show them where
 * they were written. Read from the ticket's notes (GET /ticket-notes/list) when an event names one not read
 * yet; a note deleted since has no words and its line stays a sentence.
 */
export function useNoteTexts(
  ticketId: number,
  contactId: number,
  events: TimelineEvent[] | null,
): ReadonlyMap<number, string> {
  const [texts, setTexts] = useState<ReadonlyMap<number, string>>(new Map());
  // ids already asked for: a deleted note is not asked for again at every render
  const asked = useRef(new Set<number>());
  const named = (events ?? []).filter((e) => e.type === 'note-added').map((e) => Number(e.data.noteId));
  const missing = named.filter((id) => !texts.has(id)).join(',');

  useEffect(() => {
    const ids = missing ? missing.split(',').map(Number) : [];
    if (!ids.some((id) => !asked.current.has(id))) return;
    for (const id of ids) asked.current.add(id);
    let live = true;
    listNotes(ticketId, contactId).then(
      (notes) => live && setTexts(new Map(notes.map((n) => [n.id, n.note]))),
      // the line keeps its sentence; the history panel is where a failure is told
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [missing, ticketId, contactId]);

  return texts;
}
