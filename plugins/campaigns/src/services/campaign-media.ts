import { AppError, attachRecordMedia, type RecordUpload, tenant } from '@balcao/core';
import { Campaign } from '../campaign-model.js';
import type { CampaignDeps } from './campaign-deps.js';
import { emitCampaign } from './campaign-events.js';
import { mustBeEditable } from './campaign-rules.js';
import { findCampaign } from './find-campaigns.js';

/** Before an upload is read: the campaign is the company's and still editable. */
export async function mayAttachCampaignMedia(companyId: number, id: number) {
  const current = await findCampaign(companyId, id);
  mustBeEditable(current);
  // a template campaign sends the template alone: a file would be media outside the 24-hour window
  if (current.templateName) throw new AppError('ERR_CAMPAIGN_TEMPLATE_ONLY', 400);
  return current;
}

/** Keeps the file in the company's private media and points the campaign at it (editable campaigns only). */
export async function attachCampaignMedia(
  deps: CampaignDeps,
  companyId: number,
  id: number,
  file: RecordUpload,
) {
  const current = await mayAttachCampaignMedia(companyId, id);
  const c = await attachRecordMedia(deps, companyId, file, current.mediaPath, (media, trx) =>
    tenant(companyId, trx)(Campaign).patchAndFetchById(id, { mediaPath: media.id, mediaName: media.name }),
  );
  emitCampaign(deps, 'update', c);
  return c;
}

/** Drops the campaign's file (editable campaigns only). */
export async function removeCampaignMedia(deps: CampaignDeps, companyId: number, id: number) {
  const current = await findCampaign(companyId, id);
  mustBeEditable(current);
  if (!current.mediaPath) return current;
  const c = await tenant(companyId)(Campaign).patchAndFetchById(id, { mediaPath: null, mediaName: null });
  await deps.media.remove(companyId, current.mediaPath);
  emitCampaign(deps, 'update', c);
  return c;
}
