import { defineModule } from '@balcao/kit';
import { PromptsPage } from './components/PromptsPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** AI prompts (/prompts): the table and the dialog of spec §2 and §3. */
export default defineModule({
  name: 'prompts',
  routes: [{ path: '/prompts', Component: PromptsPage }],
  i18n: { pt, en, es },
});
