import { defineModule } from '@balcao/kit';
import { QueuesPage } from './components/QueuesPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** Queues (sectors): the /queues page with the queue dialog, its service hours and the chatbot's option tree. */
export default defineModule({
  name: 'queues',
  routes: [{ path: '/queues', Component: QueuesPage }],
  i18n: { pt, en, es },
});
