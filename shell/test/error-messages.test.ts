import { beforeAll, describe, expect, it } from 'vitest';
import { campaignErrors } from '../../plugins/campaigns/src/errors.js';
import { cloudErrors } from '../../plugins/whatsapp-cloud/src/errors.js';
import { i18n, registerTranslations } from '../../modules/kit/src/i18n/setup.js';
import { errorMessage } from '../../modules/kit/src/toast.js';
import { ApiError } from '../../modules/kit/src/api/api-error.js';
import pt from '../../modules/kit/src/i18n/pt.json';
import en from '../../modules/kit/src/i18n/en.json';
import es from '../../modules/kit/src/i18n/es.json';
import campaignsPt from '../../modules/campaigns/src/i18n/pt.json';
import campaignsEn from '../../modules/campaigns/src/i18n/en.json';
import campaignsEs from '../../modules/campaigns/src/i18n/es.json';
import cloudPt from '../../modules/whatsapp-cloud/src/i18n/pt.json';
import cloudEn from '../../modules/whatsapp-cloud/src/i18n/en.json';
import cloudEs from '../../modules/whatsapp-cloud/src/i18n/es.json';

/** Issue 33: a campaign or Cloud API refusal showed its raw ERR_ code in the toast. */
describe("a plugin's error codes in a toast", () => {
  beforeAll(async () => {
    await i18n.init({
      resources: { pt: { kit: pt }, en: { kit: en }, es: { kit: es } },
      lng: 'pt',
      fallbackLng: 'pt',
      defaultNS: 'kit',
      interpolation: { escapeValue: false },
    });
    // as the shell does when each module loads
    registerTranslations('campaigns', { pt: campaignsPt, en: campaignsEn, es: campaignsEs });
    registerTranslations('whatsapp-cloud', { pt: cloudPt, en: cloudEn, es: cloudEs });
  });

  it('reads in Portuguese by default and follows the language', async () => {
    const refusal = new ApiError(400, 'ERR_CAMPAIGN_TEMPLATE_REQUIRED');
    expect(errorMessage(refusal)).toMatch(/modelo aprovado pela Meta/);
    await i18n.changeLanguage('en');
    expect(errorMessage(refusal)).toMatch(/template approved by Meta/);
    await i18n.changeLanguage('es');
    expect(errorMessage('ERR_CLOUD_WINDOW_CLOSED')).toMatch(/24 horas/);
    await i18n.changeLanguage('pt');
    // the kit's own codes and an unknown one are as before
    expect(errorMessage('ERR_NO_TICKET_FOUND')).toBe(pt.errors.ERR_NO_TICKET_FOUND);
    expect(errorMessage('ERR_NOBODY_KNOWS')).toBe('ERR_NOBODY_KNOWS');
  });

  it('translates every code of the campaigns and the Cloud API in pt, en and es', async () => {
    const codes = [
      ...Object.keys(campaignErrors),
      ...Object.keys(cloudErrors),
      'ERR_TEMPLATES_NOT_SUPPORTED',
      // a template header's stored file that is not the company's
      'ERR_MEDIA_NOT_FOUND',
    ];
    for (const lang of ['pt', 'en', 'es']) {
      await i18n.changeLanguage(lang);
      const raw = codes.filter((code) => errorMessage(code) === code);
      expect({ lang, raw }).toEqual({ lang, raw: [] });
    }
    await i18n.changeLanguage('pt');
  });
});
