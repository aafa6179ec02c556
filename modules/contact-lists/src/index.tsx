import { defineModule } from '@balcao/kit';
import { ContactListItemsPage } from './components/ContactListItemsPage';
import { ContactListsPage } from './components/ContactListsPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** Contact lists (/contact-lists) and their people (/contact-lists/:contactListId/contacts), for campaigns. */
export default defineModule({
  name: 'contact-lists',
  routes: [
    { path: '/contact-lists', Component: ContactListsPage },
    { path: '/contact-lists/:contactListId/contacts', Component: ContactListItemsPage },
  ],
  i18n: { pt, en, es },
});
