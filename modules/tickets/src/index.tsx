import { defineModule } from '@balcao/kit';
import { TicketsPage } from './list/TicketsPage';
import { translations } from './i18n';
import './styles.css';

/** The attendant's workspace: the ticket list and the conversation (spec §2 Tickets screen). */
export default defineModule({
  name: 'tickets',
  routes: [{ path: '/tickets/:ticketId?', Component: TicketsPage }],
  i18n: translations,
});
