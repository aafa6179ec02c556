import { defineModule } from '@balcao/kit';
import { QuickMessagesPage } from './components/QuickMessagesPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** Quick replies (/quick-messages): the canned answers attendants type with "/" in the chat. */
export default defineModule({
  name: 'quick-messages',
  routes: [{ path: '/quick-messages', Component: QuickMessagesPage }],
  i18n: { pt, en, es },
});
