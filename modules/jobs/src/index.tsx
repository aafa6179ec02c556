import { defineModule } from '@balcao/kit';
import { JobsPage } from './components/JobsPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** The super user's jobs view (issue 4): queued, running, failed and scheduled jobs of every tenant. */
export default defineModule({
  name: 'jobs',
  routes: [{ path: '/jobs', Component: JobsPage }],
  i18n: { pt, en, es },
});
