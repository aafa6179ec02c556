import type { UploadedFile } from '@balcao/core';
import type { CampaignChanges, CampaignFields, CampaignPageQuery } from '../campaign-schemas.js';
import type { CampaignDeps } from './campaign-deps.js';
import { attachCampaignMedia, mayAttachCampaignMedia, removeCampaignMedia } from './campaign-media.js';
import { campaignReport } from './campaign-report.js';
import { toWire } from './campaign-wire.js';
import { cancelCampaign, restartCampaign } from './cancel-campaign.js';
import { createCampaign } from './create-campaign.js';
import { deleteCampaign } from './delete-campaign.js';
import { findCampaign, listCampaignPage, listCampaigns, showCampaign } from './find-campaigns.js';
import { updateCampaign } from './update-campaign.js';

/** The campaign services, bound to the kernel parts; what routes, jobs and other plugins call. */
export function campaignServices(deps: CampaignDeps) {
  const wire = <T extends Parameters<typeof toWire>[1]>(c: T) => toWire(deps, c);
  return {
    page: (companyId: number, q: CampaignPageQuery) => listCampaignPage(deps, companyId, q),
    list: (companyId: number) => listCampaigns(deps, companyId),
    show: (companyId: number, id: number) => showCampaign(deps, companyId, id),
    find: (companyId: number, id: number) => findCampaign(companyId, id).then(wire),
    create: (companyId: number, f: CampaignFields) => createCampaign(deps, companyId, f).then(wire),
    update: (companyId: number, id: number, c: CampaignChanges) =>
      updateCampaign(deps, companyId, id, c).then(wire),
    delete: (companyId: number, id: number) => deleteCampaign(deps, companyId, id),
    /** throws unless the campaign is the company's and editable (checked before the upload is read) */
    mayAttach: (companyId: number, id: number) => mayAttachCampaignMedia(companyId, id),
    attachMedia: (
      companyId: number,
      id: number,
      file: Pick<UploadedFile, 'path' | 'originalname' | 'mimetype'>,
    ) => attachCampaignMedia(deps, companyId, id, file).then(wire),
    removeMedia: (companyId: number, id: number) => removeCampaignMedia(deps, companyId, id).then(wire),
    cancel: (companyId: number, id: number) => cancelCampaign(deps, companyId, id).then(wire),
    restart: (companyId: number, id: number) => restartCampaign(deps, companyId, id).then(wire),
    report: (companyId: number, id: number) => campaignReport(deps, companyId, id),
  };
}

export type CampaignServices = ReturnType<typeof campaignServices>;
