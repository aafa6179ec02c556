import type Router from '@koa/router';
import {
  type AppState,
  type MediaUploads,
  crudRoutes,
  idParam,
  multipart,
  parseBody,
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
export function fileListRoutes(router: Router<AppState>, fls: FileListServices, opts: MediaUploads) {
  const tags = ['files'];
  const base = '/files';
  crudRoutes(router, {
    path: base,
    tags,
    writePermission: 'files:manage',
    index: {
      summary: 'A page of file lists by name: { files, count, hasMore }',
      query: fileListPageQuery,
      run: ({ user, query }) => fls.page(user, query),
    },
    list: {
      summary: "Every file list of the company by name (a campaign's select)",
      query: fileListListQuery,
      run: ({ user, query }) => fls.list(user, query),
    },
    show: { summary: 'One file list with its options', run: ({ user, id }) => fls.find(user, id) },
    // Whaticket answers 200 to the create
    create: {
      summary: 'Create a file list with its options (admin)',
      body: fileListBody,
      run: ({ user, body }) => fls.create(user, body),
    },
    update: {
      summary: 'Change a file list; options, when given, replace the list of options (admin)',
      body: fileListPatch,
      run: ({ user, id, body }) => fls.update(user, id, body),
    },
    delete: {
      summary: 'Delete a file list and its files (admin)',
      run: ({ user, id }) => fls.delete(user, id),
      answer: { message: 'File List deleted' },
    },
  });
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
