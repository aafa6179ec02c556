import { useEffect, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { RemoteSlot } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import type { ContactRef, Ticket } from '../types';
import { getContact } from './api';
import { Avatar } from '../shared/Avatar';
import { SidePanel } from '../shared/SidePanel';
import { TicketNotes } from './TicketNotes';
import './actions.css';

interface ContactDrawerProps {
  ticket: Ticket;
  open: boolean;
  onClose: () => void;
}

/** The 320 px drawer beside a conversation: contact details, extra info and the ticket's notes. */
export function ContactDrawer({ ticket, open, onClose }: ContactDrawerProps) {
  const { t } = useTranslation('tickets');
  // the ticket carries the contact without its extra info: the full one is loaded when the drawer opens
  const [loaded, setLoaded] = useState<ContactRef | null>(null);
  const contact = loaded?.id === ticket.contactId ? loaded : (ticket.contact ?? null);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    getContact(ticket.contactId)
      .then((full) => live && setLoaded(full))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open, ticket.contactId, ticket.contact]);

  if (!open) return null;
  const extra = contact?.extraInfo ?? [];
  return (
    <SidePanel
      title={t('actions.contactDetails')}
      testId="contact-drawer"
      closeTestId="contact-drawer-close"
      onClose={onClose}
    >
      {contact && (
        <section className="tk-act-card tk-act-contact-card">
          <Avatar name={contact.name} url={contact.profilePicUrl} size={88} />
          <div className="tk-act-contact-name" data-testid="drawer-contact-name">
            {contact.name}
          </div>
          <a className="tk-act-contact-line" href={`tel:+${contact.number}`}>
            {contact.number}
          </a>
          {contact.email && (
            <a className="tk-act-contact-line" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          )}
          <Button
            variant="outlined"
            icon="edit"
            text={t('actions.editContact')}
            onClick={() => setEditing(true)}
            data-testid="contact-edit"
          />
        </section>
      )}
      <TicketNotes key={ticket.id} ticket={ticket} />
      <section className="tk-act-section" data-testid="contact-extra">
        <h6 className="bp6-heading tk-act-section-title">{t('actions.extraInfo')}</h6>
        {extra.length === 0 ? (
          <p className="tk-act-muted">{t('actions.noExtraInfo')}</p>
        ) : (
          <dl className="tk-act-extra">
            {extra.map((info, i) => (
              <div key={info.id ?? i} className="tk-act-extra-row">
                <dt>{info.name}</dt>
                <dd>{info.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      {/* the contacts module's own dialog; mounted only while open, so its loading spinner never shows here */}
      {contact && editing && (
        <RemoteSlot
          module="contacts"
          slot="contactDialog"
          isOpen
          contactId={contact.id}
          openTicket={false}
          onClose={() => setEditing(false)}
          onSaved={(saved: ContactRef) => setLoaded({ ...contact, ...saved })}
        />
      )}
    </SidePanel>
  );
}
