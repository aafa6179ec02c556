import { defineModule } from '@balcao/kit';
import { HelpsAdmin } from './components/HelpsAdmin';
import { HelpsPage } from './components/HelpsPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';

/** Help videos: the /helps page and the admin list the Settings page embeds (slot 'admin'). */
export default defineModule({
  name: 'helps',
  routes: [{ path: '/helps', Component: HelpsPage }],
  i18n: { pt, en, es },
  slots: { admin: HelpsAdmin },
});
