import type Router from '@koa/router';
import { z } from 'zod';
import {
  type AppState,
  type Realtime,
  atLeastOne,
  idParam,
  lenientBody,
  notFound,
  parseBody,
  requireSuper,
  route,
  text,
} from '@balcao/core';
import { Help } from './help-model.js';

/** A YouTube code, or a full YouTube link the form pasted, reduced to its code. */
const video = z
  .string()
  .trim()
  .max(300)
  .transform((v) => /(?:v=|youtu\.be\/|embed\/)([\w-]{6,20})/.exec(v)?.[1] ?? v)
  .pipe(z.string().regex(/^[\w-]{0,20}$/, { error: 'Invalid video code' }));

const helpFields = z
  .object({
    title: text(1, 200),
    description: z.string().max(5000).optional().nullable(),
    video: video.optional().nullable(),
  })
  .strict();
// Whaticket's help form posts the loaded help back with its id and timestamps
const echoes = ['id', 'createdAt', 'updatedAt'];
const helpBody = lenientBody(helpFields, { echoes });
const helpPatch = lenientBody(atLeastOne(helpFields.partial()), { echoes });

export function helpRoutes(router: Router<AppState>, realtime: Realtime) {
  const list = async (ctx: { body: unknown }) => {
    ctx.body = await Help.query().orderBy('id');
  };
  const tags = ['helps'];
  route(router, { method: 'get', path: '/helps', summary: 'Every help video', tags }, list);
  route(router, { method: 'get', path: '/helps/list', summary: 'Every help video', tags }, list);
  route(router, { method: 'get', path: '/helps/:id', summary: 'One help video', tags }, async (ctx) => {
    ctx.body = (await Help.query().findById(idParam(ctx))) ?? throwNotFound();
  });
  route(
    router,
    {
      method: 'post',
      path: '/helps',
      summary: 'Create a help video (super)',
      tags,
      body: helpBody,
      status: 201,
    },
    requireSuper,
    async (ctx) => {
      const help = await Help.query().insertAndFetch(parseBody(ctx, helpBody));
      realtime.emitToRoom('supers', 'help', { action: 'create', help });
      ctx.status = 201;
      ctx.body = help;
    },
  );
  route(
    router,
    { method: 'put', path: '/helps/:id', summary: 'Change a help video (super)', tags, body: helpPatch },
    requireSuper,
    async (ctx) => {
      const help =
        (await Help.query().patchAndFetchById(idParam(ctx), parseBody(ctx, helpPatch))) ?? throwNotFound();
      realtime.emitToRoom('supers', 'help', { action: 'update', help });
      ctx.body = help;
    },
  );
  route(
    router,
    { method: 'delete', path: '/helps/:id', summary: 'Delete a help video (super)', tags },
    requireSuper,
    async (ctx) => {
      const id = idParam(ctx);
      if (!(await Help.query().deleteById(id))) throwNotFound();
      realtime.emitToRoom('supers', 'help', { action: 'delete', helpId: id });
      ctx.body = { message: 'Help deleted' };
    },
  );
}

function throwNotFound(): never {
  throw notFound('ERR_NO_HELP_FOUND');
}
