import '@blueprintjs/core/lib/css/blueprint.css';
import '@balcao/kit/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FocusStyleManager } from '@blueprintjs/core';
import { initI18n, restoreSession, setRemoteLoader } from '@balcao/kit';
import { App } from './App';
import { setupIcons } from './icons';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import { loadRemoteModule } from './remotes/federation';
import './remotes/manifest';
import { startRealtimeSession } from './session/realtime';
import { startThemeSync } from './session/theme';

// a focus ring for keyboard users only: a tab or button clicked with the mouse shows none
FocusStyleManager.onlyShowFocusOnTabs();

setupIcons();
startThemeSync();
startRealtimeSession();
setRemoteLoader(loadRemoteModule);

await initI18n({ shell: { pt, en, es } });
void restoreSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
