import type Router from '@koa/router';
import {
  type AppState,
  type MediaStore,
  idParam,
  mediaUploadRoutes,
  parseBody,
  parseQuery,
  route,
} from '@balcao/core';
import { campaignBody, campaignPageQuery, campaignPatch } from './campaign-schemas.js';
import type { CampaignServices } from './services/campaign-services.js';

/** HTTP only: parse, call one service, answer with Whaticket's paths and shapes (spec §7). */
export function campaignRoutes(
  router: Router<AppState>,
  cs: CampaignServices,
  opts: { maxBytes: number; media: MediaStore },
) {
  const tags = ['campaigns'];
  const base = '/campaigns';
  const company = (ctx: { state: AppState }) => ctx.state.user.companyId;
  route(
    router,
    {
      method: 'get',
      path: base,
      summary: 'A page of campaigns: { records, count, hasMore }',
      tags,
      query: campaignPageQuery,
    },
    async (ctx) => {
      ctx.body = await cs.page(company(ctx), parseQuery(ctx, campaignPageQuery));
    },
  );
  // before /campaigns/:id, which would otherwise take "list" for an id
  route(
    router,
    { method: 'get', path: `${base}/list`, summary: 'Every campaign of the company', tags },
    async (ctx) => {
      ctx.body = await cs.list(company(ctx));
    },
  );
  route(
    router,
    {
      method: 'get',
      path: `${base}/:id`,
      summary: 'One campaign with shipping, contactList and whatsapp',
      tags,
    },
    async (ctx) => {
      ctx.body = await cs.show(company(ctx), idParam(ctx));
    },
  );
  route(
    router,
    {
      method: 'get',
      path: `${base}/:id/report`,
      summary: "A campaign's report: counts, pause and safety limits (Balcão)",
      tags,
    },
    async (ctx) => {
      ctx.body = await cs.report(company(ctx), idParam(ctx));
    },
  );
  route(
    router,
    {
      method: 'post',
      path: base,
      summary: 'Create a campaign (admin)',
      tags,
      body: campaignBody,
      permission: 'campaigns:write',
    },
    async (ctx) => {
      ctx.body = await cs.create(company(ctx), parseBody(ctx, campaignBody));
    },
  );
  route(
    router,
    {
      method: 'put',
      path: `${base}/:id`,
      summary: 'Change an editable campaign (admin)',
      tags,
      body: campaignPatch,
      permission: 'campaigns:write',
    },
    async (ctx) => {
      ctx.body = await cs.update(company(ctx), idParam(ctx), parseBody(ctx, campaignPatch));
    },
  );
  route(
    router,
    {
      method: 'delete',
      path: `${base}/:id`,
      summary: 'Delete a campaign (admin)',
      tags,
      permission: 'campaigns:write',
    },
    async (ctx) => {
      await cs.delete(company(ctx), idParam(ctx));
      ctx.body = { message: 'Campaign deleted' };
    },
  );
  route(
    router,
    {
      method: 'post',
      path: `${base}/:id/cancel`,
      summary: 'Cancel a running or scheduled campaign (admin)',
      tags,
      permission: 'campaigns:write',
    },
    async (ctx) => {
      await cs.cancel(company(ctx), idParam(ctx));
      ctx.body = { message: 'Cancelamento realizado' };
    },
  );
  route(
    router,
    {
      method: 'post',
      path: `${base}/:id/restart`,
      summary: 'Restart a cancelled campaign (admin)',
      tags,
      permission: 'campaigns:write',
    },
    async (ctx) => {
      await cs.restart(company(ctx), idParam(ctx));
      ctx.body = { message: 'Reinício dos disparos' };
    },
  );
  mediaUploadRoutes(router, {
    path: base,
    tags,
    permission: 'campaigns:write',
    noun: 'a campaign (admin)',
    maxBytes: opts.maxBytes,
    media: opts.media,
    authorize: (ctx, id) => cs.mayAttach(company(ctx), id),
    attach: (ctx, id, file) => cs.attachMedia(company(ctx), id, file),
    remove: (ctx, id) => cs.removeMedia(company(ctx), id),
    answers: { attached: { mensagem: 'Mensagem enviada' }, removed: { mensagem: 'Arquivo excluído' } },
  });
}
