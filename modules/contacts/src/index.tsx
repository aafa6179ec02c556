import { defineModule } from '@balcao/kit';
import { ContactDialog } from './components/ContactDialog';
import { ContactsPage } from './components/ContactsPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/**
 * Contacts: the /contacts page, and the slot `contactDialog` (the add/edit dialog, props ContactDialogProps:
 * isOpen, contactId?, onClose(), onSaved?(contact), openTicket?) that the tickets
 * screen embeds with <RemoteSlot module="contacts" slot="contactDialog" ... />.
 */
export default defineModule({
  name: 'contacts',
  routes: [{ path: '/contacts', Component: ContactsPage }],
  i18n: { pt, en, es },
  slots: { contactDialog: ContactDialog as never },
});
