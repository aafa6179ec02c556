import type Router from '@koa/router';
import {
  type AppState,
  type MediaStore,
  idParam,
  multipart,
  parseBody,
  parseQuery,
  route,
} from '@balcao/core';
import {
  fileListBody,
  fileListListQuery,
  fileListPageQuery,
  fileListPatch,
  uploadListFields,
} from './file-list-schemas.js';
import type { FileListServices } from './services/file-list-services.js';

/** HTTP only: parse the request, call a service, answer (Whaticket's paths and shapes, spec §7). */
export function fileListRoutes(
  router: Router<AppState>,
  fls: FileListServices,
  opts: { maxBytes: number; media: MediaStore },
) {
  const tags = ['files'];
  const base = '/files';
  route(
    router,
    {
      method: 'get',
      path: base,
      summary: 'A page of file lists by name: { files, count, hasMore }',
      tags,
      query: fileListPageQuery,
    },
    async (ctx) => {
      ctx.body = await fls.page(ctx.state.user, parseQuery(ctx, fileListPageQuery));
    },
  );
  // before /files/:id, which would otherwise take "list" for an id
  route(
    router,
    {
      method: 'get',
      path: `${base}/list`,
      summary: "Every file list of the company by name (a campaign's select)",
      tags,
      query: fileListListQuery,
    },
    async (ctx) => {
      ctx.body = await fls.list(ctx.state.user, parseQuery(ctx, fileListListQuery));
    },
  );
  route(
    router,
    { method: 'get', path: `${base}/:id`, summary: 'One file list with its options', tags },
    async (ctx) => {
      ctx.body = await fls.find(ctx.state.user, idParam(ctx));
    },
  );
  route(
    router,
    {
      method: 'post',
      path: base,
      summary: 'Create a file list with its options (admin)',
      tags,
      body: fileListBody,
      permission: 'files:manage',
    },
    async (ctx) => {
      // Whaticket answers 200 here
      ctx.body = await fls.create(ctx.state.user, parseBody(ctx, fileListBody));
    },
  );
  route(
    router,
    {
      method: 'put',
      path: `${base}/:id`,
      summary: 'Change a file list; options, when given, replace the list of options (admin)',
      tags,
      body: fileListPatch,
      permission: 'files:manage',
    },
    async (ctx) => {
      ctx.body = await fls.update(ctx.state.user, idParam(ctx), parseBody(ctx, fileListPatch));
    },
  );
  route(
    router,
    {
      method: 'delete',
      path: `${base}/:id`,
      summary: 'Delete a file list and its files (admin)',
      tags,
      permission: 'files:manage',
    },
    async (ctx) => {
      await fls.delete(ctx.state.user, idParam(ctx));
      ctx.body = { message: 'File List deleted' };
    },
  );
  route(
    router,
    {
      method: 'post',
      path: `${base}/uploadList/:id`,
      summary:
        "Attach files to a list's options (multipart: files, and per file id, name, mediaType) (admin)",
      tags,
      body: uploadListFields,
      permission: 'files:manage',
    },
    // permission, then authorize (the list), then stream: nothing is read for a refused caller or a missing list
    multipart({
      media: opts.media,
      maxBytes: opts.maxBytes,
      maxFiles: 50,
      authorize: (ctx) => fls.mayUpload(ctx.state.user, idParam(ctx)),
    }),
    async (ctx) => {
      const id = idParam(ctx);
      const fields = parseBody(ctx, uploadListFields);
      // Whaticket's form names them `files`; a lone `file` is taken too
      const files = (ctx.request.files ?? []).filter(
        (f) => f.fieldname === 'files' || f.fieldname === 'file',
      );
      await fls.upload(ctx.state.user, id, files, fields);
      ctx.body = { mensagem: 'Arquivos atualizados' };
    },
  );
}
