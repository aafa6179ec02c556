import type Router from '@koa/router';
import { z } from 'zod';
import {
  AppError,
  type AppState,
  type MediaUploads,
  crudRoutes,
  idParam,
  multipart,
  parseBody,
  route,
} from '@balcao/core';
import { contactListBody, contactListPageQuery, contactListPatch } from '../contact-list-schemas.js';
import type { ContactListServices } from '../services/contact-list-services.js';

/** The text fields Whaticket's upload may carry beside `file` (none are used). */
const uploadFields = z.object({}).catchall(z.string().max(200));

/** HTTP only: parse, call a service, answer (Whaticket's paths and shapes, spec §7). */
export function contactListRoutes(router: Router<AppState>, lists: ContactListServices, opts: MediaUploads) {
  const tags = ['contact-lists'];
  const base = '/contact-lists';
  const companyOf = (ctx: { state: AppState }) => ctx.state.user.companyId;
  // before /contact-lists/:id, which would otherwise take "example.xlsx" for an id
  route(
    router,
    { method: 'get', path: `${base}/example.xlsx`, summary: 'An example spreadsheet to upload', tags },
    async (ctx) => {
      ctx.set('Content-Disposition', 'attachment; filename="contatos-exemplo.xlsx"');
      ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      ctx.body = lists.exampleSheet();
    },
  );
  crudRoutes(router, {
    path: base,
    tags,
    writePermission: 'contact-lists:write',
    index: {
      summary: 'A page of contact lists: { records, count, hasMore }',
      query: contactListPageQuery,
      run: ({ user, query }) => lists.page(user.companyId, query),
    },
    list: { summary: 'Every contact list of the company', run: ({ user }) => lists.all(user.companyId) },
    show: { summary: 'One contact list', run: ({ user, id }) => lists.find(user.companyId, id) },
    // Whaticket answers 200 to a create here
    create: {
      summary: 'Create a contact list (admin)',
      body: contactListBody,
      run: ({ user, body }) => lists.create(user.companyId, body),
    },
    update: {
      summary: 'Rename a contact list (admin)',
      body: contactListPatch,
      run: ({ user, id, body }) => lists.update(user.companyId, id, body),
    },
    delete: {
      summary: 'Delete a contact list and its items (admin)',
      run: ({ user, id }) => lists.delete(user.companyId, id),
      answer: { message: 'Contact list deleted' },
    },
  });
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
