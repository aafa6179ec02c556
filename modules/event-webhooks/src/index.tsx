import { defineModule } from '@balcao/kit';
import { EventWebhooksPage } from './components/EventWebhooksPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** Outbound event webhooks (/event-webhooks): the company admin's subscriptions and their deliveries log. */
export default defineModule({
  name: 'event-webhooks',
  routes: [{ path: '/event-webhooks', Component: EventWebhooksPage }],
  i18n: { pt, en, es },
});
