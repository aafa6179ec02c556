import { useState } from 'react';
import { Button, FormGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  formatDateTime,
  toastError,
  toastSuccess,
  required,
  useForm,
  useLoad,
  useSession,
  IconButton,
} from '@balcao/kit';
import type { Ticket } from '../types';
import { createNote, deleteNote, listNotes, type TicketNote } from './api';

/** The ticket's notes (spec: dates DD/MM/YY HH:mm; a note has at least 2 characters; author or admin deletes). */
export function TicketNotes({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('tickets');
  const { user, isAdmin } = useSession();
  // none shown while they load, or when they could not be read (a toast says so)
  const [loaded, setNotes] = useLoad(`${ticket.id}|${ticket.contactId}`, () =>
    listNotes(ticket.id, ticket.contactId),
  );
  const notes = loaded ?? [];
  const [removing, setRemoving] = useState<TicketNote | null>(null);
  const form = useForm(
    { note: '' },
    {
      note: [
        required(t('actions.noteRequired')),
        (v) => (String(v).trim().length < 2 ? t('actions.noteTooShort') : undefined),
      ],
    },
    async ({ note }, { reset }) => {
      const created = await createNote(ticket.id, ticket.contactId, note.trim());
      setNotes([
        { ...created, user: created.user ?? { id: user?.id ?? 0, name: user?.name ?? '' } },
        ...notes,
      ]);
      reset();
      toastSuccess(t('actions.noteAdded'));
    },
  );
  const error = form.errors.note;
  const remove = async (note: TicketNote) => {
    try {
      await deleteNote(note.id);
      setNotes((list) => list.filter((n) => n.id !== note.id));
      toastSuccess(t('actions.noteDeleted'));
    } catch (e) {
      toastError(e);
    }
  };

  return (
    <section className="tk-act-section" data-testid="ticket-notes">
      <h6 className="bp6-heading tk-act-section-title">{t('actions.notes')}</h6>
      <FormGroup intent={error ? 'danger' : 'none'} helperText={error} className="tk-act-note-form">
        <TextArea
          fill
          autoResize
          rows={3}
          name="note"
          placeholder={t('actions.notePlaceholder')}
          value={form.values.note}
          intent={error ? 'danger' : 'none'}
          onChange={(event) => form.setField('note', event.target.value)}
          data-testid="note-input"
        />
      </FormGroup>
      <div className="tk-act-note-actions">
        <Button
          intent="primary"
          size="small"
          icon="floppy-disk"
          text={t('actions.save')}
          loading={form.submitting}
          onClick={() => void form.handleSubmit()}
          data-testid="note-save"
        />
      </div>
      {notes.length === 0 ? (
        <p className="tk-act-muted">{t('actions.noNotes')}</p>
      ) : (
        <ul className="tk-act-notes kit-stack">
          {notes.map((note) => (
            <li key={note.id} className="tk-act-note" data-testid="note-item">
              <div className="tk-act-note-head">
                <strong>{note.user?.name ?? ''}</strong>
                <span className="tk-act-muted" data-testid="note-date">
                  {formatDateTime(note.createdAt)}
                </span>
                {(isAdmin || note.userId === user?.id) && (
                  <IconButton
                    size="small"
                    icon="trash"
                    label={t('actions.delete')}
                    onClick={() => setRemoving(note)}
                    data-testid="note-delete"
                  />
                )}
              </div>
              <p className="tk-act-note-text">{note.note}</p>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
