import { defineModule } from '@balcao/kit';
import { MessagesApiPage } from './components/MessagesApiPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** Messages API docs (/messages-api): the external messages API's document and its test-send forms. */
export default defineModule({
  name: 'messages-api',
  routes: [{ path: '/messages-api', Component: MessagesApiPage }],
  i18n: { pt, en, es },
});
