import type { Ticket } from '../types';

interface ContactDrawerProps {
  ticket: Ticket;
  open: boolean;
  onClose: () => void;
}

/** The 320 px drawer beside a conversation: contact details, extra info and the ticket's notes. */
export function ContactDrawer(_props: ContactDrawerProps) {
  return null;
}
