import { defineModule } from '@balcao/kit';
import { FilesPage } from './components/FilesPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** File lists (/files): named sets of files, each with a text, that a campaign sends. */
export default defineModule({
  name: 'files',
  routes: [{ path: '/files', Component: FilesPage }],
  i18n: { pt, en, es },
});
