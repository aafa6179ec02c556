import { defineModule } from '@balcao/kit';
import { AutomationsPage } from './components/AutomationsPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** Automations (/automations): the company's rules, their editor and each rule's runs. Admins only. */
export default defineModule({
  name: 'automations',
  routes: [{ path: '/automations', Component: AutomationsPage }],
  i18n: { pt, en, es },
});
