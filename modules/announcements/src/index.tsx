import { defineModule } from '@balcao/kit';
import { AnnouncementsPage } from './components/AnnouncementsPage';
import { AnnouncementsPopover } from './components/AnnouncementsPopover';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** Announcements: the super user's /announcements list and everyone's top-bar popover. */
export default defineModule({
  name: 'announcements',
  routes: [{ path: '/announcements', Component: AnnouncementsPage }],
  i18n: { pt, en, es },
  topBar: AnnouncementsPopover,
});
