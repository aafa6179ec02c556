import { defineModule } from '@balcao/kit';
import { InvoicesPage } from './components/InvoicesPage';
import { SubscriptionPage } from './components/SubscriptionPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** Invoices (/financeiro) with the Pix checkout, and the subscription page (/subscription). */
export default defineModule({
  name: 'billing',
  routes: [
    { path: '/financeiro', Component: InvoicesPage },
    { path: '/subscription', Component: SubscriptionPage },
  ],
  i18n: { pt, en, es },
});
