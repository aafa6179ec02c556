import { defineModule } from '@balcao/kit';
import { MacrosPage } from './components/MacrosPage';
import { TicketMacros } from './components/TicketMacros';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/**
 * Macros (/macros): the list of macros and their action editor; and the slot `ticketActions` (props `ticket`),
 * the "Macros" menu the tickets module draws in the conversation header (the plugin `provides` it).
 */
export default defineModule({
  name: 'macros',
  routes: [{ path: '/macros', Component: MacrosPage }],
  i18n: { pt, en, es },
  slots: { ticketActions: TicketMacros as never },
});
