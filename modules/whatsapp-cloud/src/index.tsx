import { defineModule } from '@balcao/kit';
import { CampaignTemplate } from './components/CampaignTemplate';
import { ComposerTemplates } from './components/ComposerTemplates';
import { TemplatesPage } from './components/TemplatesPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/**
 * WhatsApp Cloud API (/whatsapp-cloud/templates): the connections' message templates; and the slot
 * `composerTools`, the composer's template button and, outside the 24-hour window, its notice and picker; and the
 * slot `campaignTemplate`, the campaign dialog's template and its variables on a Cloud connection.
 */
export default defineModule({
  name: 'whatsapp-cloud',
  routes: [{ path: '/whatsapp-cloud/templates', Component: TemplatesPage }],
  i18n: { pt, en, es },
  slots: { composerTools: ComposerTemplates as never, campaignTemplate: CampaignTemplate as never },
});
