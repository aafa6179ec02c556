import { defineModule } from '@balcao/kit';
import { DashboardPage } from './components/DashboardPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** The super user's dashboard at '/' (spec §2): figures from GET /dashboard and /dashboard/ticketsDay. */
export default defineModule({
  name: 'dashboard',
  routes: [{ path: '/', Component: DashboardPage }],
  i18n: { pt, en, es },
});
