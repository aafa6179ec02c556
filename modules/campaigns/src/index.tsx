import { defineModule } from '@balcao/kit';
import { CampaignsPage } from './components/CampaignsPage';
import { CampaignReportPage } from './components/CampaignReportPage';
import { CampaignsConfigPage } from './components/CampaignsConfigPage';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import './styles.css';

/** Campaigns (spec §2): the list and dialog, the report and the campaign settings. */
export default defineModule({
  name: 'campaigns',
  routes: [
    { path: '/campaigns', Component: CampaignsPage },
    { path: '/campaign/:campaignId/report', Component: CampaignReportPage },
    { path: '/campaigns-config', Component: CampaignsConfigPage },
  ],
  i18n: { pt, en, es },
});
