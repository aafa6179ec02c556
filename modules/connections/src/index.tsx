import { defineModule } from '@balcao/kit';
import { ConnectionsPage } from './components/ConnectionsPage';
// loaded for its effect too: the list follows the session so the menu badge works on every page
import './model';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';

/** WhatsApp connections: the /connections page, its QR and form dialogs, and the side-menu '!' badge. */
export default defineModule({
  name: 'connections',
  routes: [{ path: '/connections', Component: ConnectionsPage }],
  i18n: { pt, en, es },
});
