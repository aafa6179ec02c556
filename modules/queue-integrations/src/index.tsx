import { defineModule } from '@balcao/kit';
import { IntegrationsPage } from './components/IntegrationsPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** Queue integrations (/queue-integration): typebot, n8n, webhook and dialogflow bots a queue hands its tickets to. */
export default defineModule({
  name: 'queue-integrations',
  routes: [{ path: '/queue-integration', Component: IntegrationsPage }],
  i18n: { pt, en, es },
});
