import { defineModule } from '@balcao/kit';
import { ContactListsPage } from './components/ContactListsPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';

export default defineModule({
  name: 'contact-lists',
  routes: [{ path: '/contact-lists', Component: ContactListsPage }],
  i18n: { pt, en, es },
});
