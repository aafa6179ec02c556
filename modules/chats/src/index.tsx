import { defineModule } from '@balcao/kit';
import { ChatPopover } from './components/ChatPopover';
import { ChatsPage } from './components/ChatsPage';
// loaded for its effect too: the unread chats follow the session, so the menu dot and the popover work everywhere
import './model';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** Internal team chat (/chats/:id?, the chat's uuid), its top-bar popover and the side-menu unread dot. */
export default defineModule({
  name: 'chats',
  routes: [{ path: '/chats/:id?', Component: ChatsPage }],
  i18n: { pt, en, es },
  topBar: ChatPopover,
});
