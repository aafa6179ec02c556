import { defineModule } from '@balcao/kit';
import { SlaPoliciesPage } from './components/SlaPoliciesPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** SLA policies (/sla): the company admin's response and resolution targets. */
export default defineModule({
  name: 'sla',
  routes: [{ path: '/sla', Component: SlaPoliciesPage }],
  i18n: { pt, en, es },
});
