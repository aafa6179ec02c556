import { defineModule } from '@balcao/kit';
import { UsersPage } from './components/UsersPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** The company's users: the /users page and the user dialog (spec §2 Users, Dialogs; §5; §6). */
export default defineModule({
  name: 'users',
  routes: [{ path: '/users', Component: UsersPage }],
  i18n: { pt, en, es },
});
