import type Router from '@koa/router';
import {
  AppError,
  type AppState,
  type UploadedFile,
  type MediaUploads,
  forbidden,
  idParam,
  multipart,
  parseBody,
  parseQuery,
  route,
} from '@balcao/core';
import {
  contactBody,
  contactListQuery,
  contactMergeBody,
  contactPatch,
  contactSheetForm,
  contactSimpleListQuery,
} from './contact-schemas.js';
import type { ContactServices } from './services/contact-services.js';

/** HTTP only: parse the request, call a service, answer (Whaticket's paths and shapes, spec §7 Contacts). */
export function contactRoutes(router: Router<AppState>, contacts: ContactServices, upload: MediaUploads) {
  const tags = ['contacts'];
  route(
    router,
    {
      method: 'get',
      path: '/contacts',
      summary: 'A page of contacts, searched',
      tags,
      query: contactListQuery,
    },
    async (ctx) => {
      ctx.body = await contacts.list(ctx.state.user.companyId, parseQuery(ctx, contactListQuery));
    },
  );
  route(
    router,
    {
      method: 'get',
      path: '/contacts/list',
      summary: "Every contact of the caller's company (companyId ignored)",
      tags,
      query: contactSimpleListQuery,
    },
    async (ctx) => {
      ctx.body = await contacts.listAll(ctx.state.user.companyId, parseQuery(ctx, contactSimpleListQuery));
    },
  );
  route(
    router,
    { method: 'get', path: '/contacts/:id', summary: 'One contact with extraInfo', tags },
    async (ctx) => {
      ctx.body = await contacts.find(ctx.state.user.companyId, idParam(ctx));
    },
  );
  route(
    router,
    {
      method: 'post',
      path: '/contacts',
      summary: 'Create a contact (number checked on WhatsApp)',
      tags,
      body: contactBody,
    },
    async (ctx) => {
      ctx.body = await contacts.create(ctx.state.user.companyId, parseBody(ctx, contactBody));
    },
  );
  route(
    router,
    {
      method: 'post',
      path: '/contacts/import',
      summary: "Import the phone's address book, or a CSV/XLSX `file` (name, number, email)",
      tags,
    },
    // any user of the company may import (Whaticket's rule); the sheet is read in the parse workers
    multipart({ media: upload.media, maxBytes: upload.maxBytes, maxFiles: 1, authorize: () => undefined }),
    async (ctx) => {
      ctx.body = await contacts.import(ctx.state.user.companyId, sheetOf(ctx.request.files));
    },
  );
  route(
    router,
    {
      method: 'post',
      path: '/contacts/upload',
      summary: 'Import contacts from a CSV/XLSX `file` (name, number, email): Whaticket\'s "Import Excel"',
      tags,
      body: contactSheetForm,
      multipart: contactSheetForm,
      errors: ['ERR_VALIDATION'],
    },
    multipart({ media: upload.media, maxBytes: upload.maxBytes, maxFiles: 1, authorize: () => undefined }),
    async (ctx) => {
      // the same import as /contacts/import, but only ever from a sheet: no file is a missing field
      const file = sheetOf(ctx.request.files);
      if (!file) throw new AppError('ERR_VALIDATION', 400, { fields: { file: 'Obrigatório' } });
      ctx.body = await contacts.import(ctx.state.user.companyId, file);
    },
  );
  route(
    router,
    { method: 'put', path: '/contacts/:id', summary: 'Change a contact', tags, body: contactPatch },
    async (ctx) => {
      ctx.body = await contacts.update(ctx.state.user.companyId, idParam(ctx), parseBody(ctx, contactPatch));
    },
  );
  route(
    router,
    {
      method: 'delete',
      path: '/contacts/:id',
      summary: 'Delete a contact (admin)',
      tags,
      permission: 'contacts:delete',
    },
    async (ctx) => {
      await contacts.delete(ctx.state.user.companyId, idParam(ctx));
      ctx.body = { message: 'Contact deleted' };
    },
  );
  route(
    router,
    {
      method: 'post',
      path: '/contacts/:id/merge',
      summary:
        'Merge another contact (body contactId) into this one: tickets, messages, notes (admin, supervisor)',
      tags,
      body: contactMergeBody,
    },
    async (ctx) => {
      const user = ctx.state.user;
      if (!user.super && user.profile !== 'admin' && user.profile !== 'supervisor') throw forbidden();
      const keepId = idParam(ctx);
      const { contactId: mergeId } = parseBody(ctx, contactMergeBody);
      const result = await contacts.merge(user.companyId, keepId, mergeId, { by: user.id, reason: 'manual' });
      ctx.body = result.contact;
    },
  );
}

/** the uploaded sheet: the part named `file`, else the only one */
const sheetOf = (files: UploadedFile[] | undefined) =>
  files?.find((f) => f.fieldname === 'file') ?? files?.[0];
