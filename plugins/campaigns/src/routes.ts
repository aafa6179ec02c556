import type Router from '@koa/router';
import {
  type AppState,
  type MediaUploads,
  crudRoutes,
  idParam,
  mediaUploadRoutes,
  route,
} from '@balcao/core';
import { campaignBody, campaignPageQuery, campaignPatch } from './campaign-schemas.js';
import type { CampaignServices } from './services/campaign-services.js';

/** HTTP only: parse, call one service, answer with Whaticket's paths and shapes (spec §7). */
export function campaignRoutes(router: Router<AppState>, cs: CampaignServices, opts: MediaUploads) {
  const tags = ['campaigns'];
  const base = '/campaigns';
  const company = (ctx: { state: AppState }) => ctx.state.user.companyId;
  crudRoutes(router, {
    path: base,
    tags,
    writePermission: 'campaigns:write',
    index: {
      summary: 'A page of campaigns: { records, count, hasMore }',
      query: campaignPageQuery,
      run: ({ user, query }) => cs.page(user.companyId, query),
    },
    list: { summary: 'Every campaign of the company', run: ({ user }) => cs.list(user.companyId) },
    show: {
      summary: 'One campaign with shipping, contactList and whatsapp',
      run: ({ user, id }) => cs.show(user.companyId, id),
    },
    create: {
      summary: 'Create a campaign (admin)',
      body: campaignBody,
      run: ({ user, body }) => cs.create(user.companyId, body),
    },
    update: {
      summary: 'Change an editable campaign (admin)',
      body: campaignPatch,
      run: ({ user, id, body }) => cs.update(user.companyId, id, body),
    },
    delete: {
      summary: 'Delete a campaign (admin)',
      run: ({ user, id }) => cs.delete(user.companyId, id),
      answer: { message: 'Campaign deleted' },
    },
  });
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
