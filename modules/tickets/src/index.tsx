import { defineModule } from '@balcao/kit';
import { TicketsPage } from './list/TicketsPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** The attendant's workspace: the ticket list and the conversation (spec §2 Tickets screen). */
export default defineModule({
  name: 'tickets',
  routes: [{ path: '/tickets/:ticketId?', Component: TicketsPage }],
  i18n: { pt, en, es },
});
