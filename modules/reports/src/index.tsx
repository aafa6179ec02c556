import { defineModule } from '@balcao/kit';
import { ReportsPage } from './components/ReportsPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** The company's reports at /reports (issue 30), for admins and supervisors: figures from GET /reports. */
export default defineModule({
  name: 'reports',
  routes: [{ path: '/reports', Component: ReportsPage }],
  i18n: { pt, en, es },
});
