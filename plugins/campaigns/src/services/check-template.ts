import { AppError } from '@balcao/core';
import type { Campaign } from '../campaign-model.js';
import type { CampaignChanges } from '../campaign-schemas.js';
import type { CampaignDeps } from './campaign-deps.js';

type TemplateFields = Pick<
  Campaign,
  | 'whatsappId'
  | 'templateName'
  | 'templateLanguage'
  | 'templateVariables'
  | 'templateHeader'
  | 'templateButtons'
  | 'confirmation'
  | 'fileListId'
> & { mediaPath: string | null };

/** The campaign as it will be saved: the changes over what is stored (nothing stored for a new one). */
export function afterSave(current: Partial<TemplateFields> | undefined, changes: CampaignChanges) {
  const pick = <K extends keyof CampaignChanges & keyof TemplateFields>(key: K) =>
    (changes[key] !== undefined ? changes[key] : (current?.[key] ?? null)) as TemplateFields[K] | null;
  return {
    whatsappId: pick('whatsappId'),
    templateName: pick('templateName'),
    templateLanguage: pick('templateLanguage'),
    templateVariables: pick('templateVariables'),
    templateHeader: pick('templateHeader'),
    templateButtons: pick('templateButtons'),
    confirmation: Boolean(pick('confirmation')),
    fileListId: pick('fileListId'),
    // the file is attached by its own route, never in the body
    mediaPath: current?.mediaPath ?? null,
  };
}

/** the connection a campaign will send through: its own, else the company's default (none yet: undefined) */
async function connectionOf(deps: CampaignDeps, companyId: number, whatsappId: number | null) {
  if (whatsappId) return whatsappId;
  try {
    return (await deps.channels.getDefault(companyId)).id;
  } catch (err) {
    if (err instanceof AppError && err.code === 'ERR_NO_DEF_WAPP_FOUND') return undefined;
    throw err;
  }
}

/** whether the connection's provider takes free text only within 24 hours of the customer's message (Cloud) */
async function hasWindow(deps: CampaignDeps, companyId: number, connectionId: number): Promise<boolean> {
  const row = (await deps.db.tenant(companyId)('whatsapps').where({ id: connectionId }).first('provider')) as
    { provider: string | null } | undefined;
  const kind = row?.provider ? deps.channels.providers.canonical(row.provider) : undefined;
  return Boolean(kind && deps.channels.providers.get(kind)?.traits?.window24h);
}

/**
 * A campaign's template, checked before it is saved (issue 33), by the provider through the very call the
 * messages API makes (`channels.renderTemplate`): known on the campaign's connection, approved, and given one
 * filling per {{n}} of its body; the provider's own codes otherwise (ERR_TEMPLATES_NOT_SUPPORTED on Baileys).
 * A campaign without a template on a connection with the 24-hour window is refused: nearly every contact of a
 * list is outside it, and Meta refuses free text to them (ERR_CAMPAIGN_TEMPLATE_REQUIRED).
 */
export async function checkTemplate(deps: CampaignDeps, companyId: number, c: ReturnType<typeof afterSave>) {
  const connectionId = await connectionOf(deps, companyId, c.whatsappId);
  if (!c.templateName) {
    if (connectionId && (await hasWindow(deps, companyId, connectionId)))
      throw new AppError('ERR_CAMPAIGN_TEMPLATE_REQUIRED', 400);
    return;
  }
  if (!c.templateLanguage) throw new AppError('ERR_CAMPAIGN_TEMPLATE_LANGUAGE', 400);
  if (c.confirmation || c.fileListId || c.mediaPath) throw new AppError('ERR_CAMPAIGN_TEMPLATE_ONLY', 400);
  // no connection at all yet: nothing to check the template against; the start checks the row's send
  if (!connectionId) return;
  await deps.channels.renderTemplate(companyId, connectionId, {
    name: c.templateName,
    language: c.templateLanguage,
    variables: c.templateVariables ?? [],
    ...(c.templateHeader ? { header: c.templateHeader } : {}),
    ...(c.templateButtons?.length ? { buttons: c.templateButtons } : {}),
  });
}
