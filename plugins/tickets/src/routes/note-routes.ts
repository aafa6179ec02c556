import type Router from '@koa/router';
import { idParam, parseBody, parseQuery, route, type AppState } from '@balcao/core';
import { noteBody, noteFilter, notePatch, notesQuery } from '../note-schemas.js';
import { createTicketNote } from '../services/create-ticket-note.js';
import { deleteTicketNote } from '../services/delete-ticket-note.js';
import { findNote, listNotes, notesOf } from '../services/find-ticket-notes.js';
import { updateTicketNote } from '../services/update-ticket-note.js';
import type { TicketDeps } from '../services/ticket-deps.js';

/** HTTP only: Whaticket's ticket notes (spec §7, the contact drawer's notes). */
export function noteRoutes(router: Router<AppState>, deps: TicketDeps) {
  const tags = ['ticket-notes'];
  // before /ticket-notes/:id, which would take "list" for an id
  route(
    router,
    {
      method: 'get',
      path: '/ticket-notes/list',
      summary: "A contact's notes in a ticket, newest first, with their authors",
      tags,
      query: noteFilter,
    },
    async (ctx) => {
      ctx.body = await notesOf(deps, ctx.state.user, parseQuery(ctx, noteFilter));
    },
  );
  route(
    router,
    {
      method: 'get',
      path: '/ticket-notes',
      summary: "The company's notes, searched, 20 a page (admin)",
      tags,
      query: notesQuery,
      permission: 'ticket-notes:list-all',
    },
    async (ctx) => {
      ctx.body = await listNotes(ctx.state.user.companyId, parseQuery(ctx, notesQuery));
    },
  );
  route(router, { method: 'get', path: '/ticket-notes/:id', summary: 'One note', tags }, async (ctx) => {
    ctx.body = await findNote(deps, ctx.state.user, idParam(ctx));
  });
  route(
    router,
    { method: 'post', path: '/ticket-notes', summary: 'Write a note on a ticket', tags, body: noteBody },
    async (ctx) => {
      ctx.body = await createTicketNote(deps, ctx.state.user, parseBody(ctx, noteBody));
    },
  );
  route(
    router,
    {
      method: 'put',
      path: '/ticket-notes/:id',
      summary: "Change a note's text (author or admin)",
      tags,
      body: notePatch,
    },
    async (ctx) => {
      ctx.body = await updateTicketNote(deps, ctx.state.user, idParam(ctx), parseBody(ctx, notePatch));
    },
  );
  route(
    router,
    { method: 'delete', path: '/ticket-notes/:id', summary: 'Remove a note (author or admin)', tags },
    async (ctx) => {
      await deleteTicketNote(deps, ctx.state.user, idParam(ctx));
      ctx.body = { message: 'Observação removida' };
    },
  );
}
