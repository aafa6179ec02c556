import { defineModule } from '@balcao/kit';
import { TodoPage } from './components/TodoPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** The super user's task list (/todolist), kept in the browser. */
export default defineModule({
  name: 'todo',
  routes: [{ path: '/todolist', Component: TodoPage }],
  i18n: { pt, en, es },
});
