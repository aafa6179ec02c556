import { defineModule } from '@balcao/kit';
import { AuditPage } from './components/AuditPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** Auditoria (/audit, issue 34): who wrote what and when, for the company admin and the super user. */
export default defineModule({
  name: 'audit',
  routes: [{ path: '/audit', Component: AuditPage }],
  i18n: { pt, en, es },
});
