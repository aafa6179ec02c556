import { defineModule } from '@balcao/kit';
import { KanbanBoard } from './components/KanbanBoard';
import { TagsPage } from './components/TagsPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** Tags (/tags) and the kanban board whose lanes they are (/kanban). */
export default defineModule({
  name: 'tags',
  routes: [
    { path: '/tags', Component: TagsPage },
    { path: '/kanban', Component: KanbanBoard },
  ],
  i18n: { pt, en, es },
});
