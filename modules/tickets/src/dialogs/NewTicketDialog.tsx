import { useEffect, useState } from 'react';
import { Button, Callout, DialogBody, FormGroup, InputGroup, Menu, MenuItem } from '@blueprintjs/core';
import {
  ApiError,
  toastError,
  useSession,
  Dialog,
  SaveFooter,
  SelectField,
  required,
  useDebounced,
  useForm,
  useLoad,
} from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Ticket } from '../types';
import { listConnections, listQueues, type ConnectionOption } from '../api';
import { createTicket, searchContacts } from '../list/api';

interface NewTicketDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onOpened: () => void;
}

type ContactHit = { id: number; name: string; number: string };
type Values = { contact: ContactHit | null; queueId: string; whatsappId: string };

/** The ticket a 409 ERR_OTHER_OPEN_TICKET names: Whaticket sends it as a JSON string in `error` (spec §8). */
function otherTicket(error: unknown): Ticket | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.code?.startsWith('{')) return null;
  try {
    return JSON.parse(error.code) as Ticket;
  } catch {
    return null;
  }
}

/** New ticket (spec §2, §5): a contact found from 3 characters, a queue (unless admin), a connection. */
export function NewTicketDialog({ isOpen, onClose, onOpened }: NewTicketDialogProps) {
  const { t } = useTranslation('tickets');
  // the form lives inside the dialog: it mounts afresh, empty, every time the dialog opens
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('newTicket.title')} icon="add" className="tk-dialog">
      <NewTicketForm onClose={onClose} onOpened={onOpened} />
    </Dialog>
  );
}

function NewTicketForm({ onClose, onOpened }: Omit<NewTicketDialogProps, 'isOpen'>) {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const { user, isAdmin } = useSession();
  const [term, setTerm] = useState('');
  // spec §5: contact searches query only from 3 characters
  const typed = useDebounced(term.trim().toLowerCase());
  const query = typed.length >= 3 ? typed : '';
  // an admin may pick any queue of the company, others only their own
  const allQueues = useLoad(isAdmin ? 'queues' : null, listQueues)[0];
  const queues = isAdmin ? (allQueues ?? []) : (user?.queues ?? []);
  const [connections, setConnections] = useState<ConnectionOption[]>([]);
  const [existing, setExisting] = useState<Ticket | null>(null);
  const go = (ticket: Ticket) => {
    onClose();
    navigate(`/tickets/${ticket.uuid}`);
    onOpened();
  };

  const submit = async ({ contact, queueId, whatsappId }: Values) => {
    if (!contact || !user) return;
    try {
      const ticket = await createTicket({
        contactId: contact.id,
        queueId: queueId ? Number(queueId) : null,
        whatsappId: Number(whatsappId),
        userId: user.id,
        status: 'open',
      });
      go(ticket);
    } catch (error) {
      const other = otherTicket(error);
      // the caller's own open ticket is simply opened; another user's is named (spec §8)
      if (other && (other.userId === user.id || !other.userId)) go(other);
      else if (other) setExisting(other);
      else toastError(error);
    }
  };

  const form = useForm<Values>(
    { contact: null, queueId: '', whatsappId: '' },
    {
      contact: [required(t('newTicket.contactRequired'))],
      queueId: [(v) => (!v && !isAdmin ? t('newTicket.queueRequired') : undefined)],
      whatsappId: [required(t('newTicket.connectionRequired'))],
    },
    submit,
  );
  const { values, errors, setValues } = form;
  const { contact } = values;
  const found = useLoad(query && !contact ? query : null, (signal) => searchContacts(query, signal))[0];
  const hits = found?.contacts ?? [];
  // a change keeps the field's message until the next try, as it always has
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    listConnections().then((list) => {
      setConnections(list);
      setValues((current) => ({ ...current, whatsappId: list.length === 1 ? String(list[0]!.id) : '' }));
    }, toastError);
  }, [setValues]);

  return (
    <>
      <DialogBody>
        <div data-testid="new-ticket-dialog">
          <FormGroup
            label={t('newTicket.contact')}
            labelFor="tk-new-contact"
            intent={errors.contact ? 'danger' : 'none'}
            helperText={errors.contact ?? t('newTicket.contactHelp')}
          >
            <InputGroup
              id="tk-new-contact"
              leftIcon="person"
              value={term}
              placeholder={t('newTicket.contactPlaceholder')}
              onValueChange={(v) => {
                setTerm(v);
                set('contact', null);
                setExisting(null);
              }}
              data-testid="new-ticket-contact"
            />
            {hits.length > 0 && (
              <Menu className="tk-search-hits" data-testid="new-ticket-hits">
                {hits.map((h) => (
                  <MenuItem
                    key={h.id}
                    text={h.name}
                    label={h.number}
                    onClick={() => {
                      set('contact', h);
                      setTerm(h.name);
                    }}
                  />
                ))}
              </Menu>
            )}
          </FormGroup>
          {(['queue', 'connection'] as const).map((field) => {
            const key = field === 'queue' ? 'queueId' : 'whatsappId';
            return (
              <SelectField
                key={field}
                label={t(`newTicket.${field}`)}
                id={`tk-new-${field}`}
                value={values[key]}
                onChange={(value) => set(key, value)}
                options={(field === 'queue' ? queues : connections).map((o) => ({
                  value: o.id,
                  label: o.name,
                }))}
                emptyText={t('newTicket.choose')}
                error={errors[key]}
                data-testid={`new-ticket-${field}`}
              />
            );
          })}
          {existing && (
            <Callout intent="warning" icon="warning-sign" data-testid="new-ticket-existing">
              <p>
                {t('newTicket.existing', {
                  user: existing.user?.name ?? '-',
                  queue: existing.queue?.name ?? '-',
                })}
              </p>
              <Button size="small" text={t('newTicket.openExisting')} onClick={() => go(existing)} />
            </Callout>
          )}
        </div>
      </DialogBody>
      <SaveFooter
        onCancel={onClose}
        cancelText={t('newTicket.cancel')}
        text={t('newTicket.save')}
        icon={null}
        submitting={form.submitting}
        onSubmit={() => void form.handleSubmit()}
        testId="new-ticket-save"
      />
    </>
  );
}
