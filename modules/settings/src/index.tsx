import { defineModule } from '@balcao/kit';
import { SettingsPage } from './components/SettingsPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';

/** Company settings and the super-admin pages (companies, plans, help videos). */
export default defineModule({
  name: 'settings',
  routes: [{ path: '/settings', Component: SettingsPage }],
  i18n: { pt, en, es },
});
