import type Router from '@koa/router';
import { z } from 'zod';
import {
  AppError,
  type AppState,
  type MediaStore,
  idParam,
  multipart,
  parseBody,
  parseQuery,
  route,
} from '@balcao/core';
import { contactListBody, contactListPageQuery, contactListPatch } from '../contact-list-schemas.js';
import type { ContactListServices } from '../services/contact-list-services.js';

/** The text fields Whaticket's upload may carry beside `file` (none are used). */
const uploadFields = z.object({}).catchall(z.string().max(200));

/** HTTP only: parse, call a service, answer (Whaticket's paths and shapes, spec §7). */
export function contactListRoutes(
  router: Router<AppState>,
  lists: ContactListServices,
  opts: { maxBytes: number; media: MediaStore },
) {
  const tags = ['contact-lists'];
  const base = '/contact-lists';
  const companyOf = (ctx: { state: AppState }) => ctx.state.user.companyId;
  route(
    router,
    {
      method: 'get',
      path: base,
      summary: 'A page of contact lists: { records, count, hasMore }',
      tags,
      query: contactListPageQuery,
    },
    async (ctx) => {
      ctx.body = await lists.page(companyOf(ctx), parseQuery(ctx, contactListPageQuery));
    },
  );
  // before /contact-lists/:id, which would otherwise take "list" for an id
  route(
    router,
    { method: 'get', path: `${base}/list`, summary: 'Every contact list of the company', tags },
    async (ctx) => {
      ctx.body = await lists.all(companyOf(ctx));
    },
  );
  route(
    router,
    { method: 'get', path: `${base}/example.xlsx`, summary: 'An example spreadsheet to upload', tags },
    async (ctx) => {
      ctx.set('Content-Disposition', 'attachment; filename="contatos-exemplo.xlsx"');
      ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      ctx.body = lists.exampleSheet();
    },
  );
  route(router, { method: 'get', path: `${base}/:id`, summary: 'One contact list', tags }, async (ctx) => {
    ctx.body = await lists.find(companyOf(ctx), idParam(ctx));
  });
  route(
    router,
    {
      method: 'post',
      path: base,
      summary: 'Create a contact list (admin)',
      tags,
      body: contactListBody,
      permission: 'contact-lists:write',
    },
    async (ctx) => {
      // Whaticket answers 200 to a create here
      ctx.body = await lists.create(companyOf(ctx), parseBody(ctx, contactListBody));
    },
  );
  route(
    router,
    {
      method: 'put',
      path: `${base}/:id`,
      summary: 'Rename a contact list (admin)',
      tags,
      body: contactListPatch,
      permission: 'contact-lists:write',
    },
    async (ctx) => {
      ctx.body = await lists.update(companyOf(ctx), idParam(ctx), parseBody(ctx, contactListPatch));
    },
  );
  route(
    router,
    {
      method: 'delete',
      path: `${base}/:id`,
      summary: 'Delete a contact list and its items (admin)',
      tags,
      permission: 'contact-lists:write',
    },
    async (ctx) => {
      await lists.delete(companyOf(ctx), idParam(ctx));
      ctx.body = { message: 'Contact list deleted' };
    },
  );
  route(
    router,
    {
      method: 'post',
      path: `${base}/:id/upload`,
      summary: 'Add the rows of an .xls/.xlsx `file`: { count, duplicates, invalid }',
      tags,
      body: uploadFields,
      permission: 'contact-lists:write',
    },
    // the permission is checked before this, so a refused sheet is never read
    // authorize, then stream: the list must be the caller's company's before the sheet is read
    multipart({
      media: opts.media,
      maxBytes: opts.maxBytes,
      maxFiles: 1,
      authorize: (ctx) => lists.find(companyOf(ctx), idParam(ctx)),
    }),
    async (ctx) => {
      const id = idParam(ctx);
      parseBody(ctx, uploadFields);
      const file = ctx.request.files?.find((f) => f.fieldname === 'file') ?? ctx.request.files?.[0];
      if (!file) throw new AppError('ERR_VALIDATION', 400, { fields: { file: 'Obrigatório' } });
      ctx.body = await lists.upload(companyOf(ctx), id, file);
    },
  );
}
