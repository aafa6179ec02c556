import { defineModule } from '@balcao/kit';
import { SlaPage } from './components/SlaPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** SLA (/sla): the company admin's response and resolution targets, and how well the tickets met them. */
export default defineModule({
  name: 'sla',
  routes: [{ path: '/sla', Component: SlaPage }],
  i18n: { pt, en, es },
});
