import { defineModule } from '@balcao/kit';
import { SchedulesPage } from './components/SchedulesPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** Scheduled messages (/schedules; ?contactId=N opens the dialog for that contact). */
export default defineModule({
  name: 'schedules',
  routes: [{ path: '/schedules', Component: SchedulesPage }],
  i18n: { pt, en, es },
});
