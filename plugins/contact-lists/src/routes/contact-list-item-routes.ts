import type Router from '@koa/router';
import { type AppState, idParam, parseBody, parseQuery, route } from '@balcao/core';
import {
  contactListItemBody,
  contactListItemListQuery,
  contactListItemPageQuery,
  contactListItemPatch,
} from '../contact-list-schemas.js';
import type { ContactListServices } from '../services/contact-list-services.js';

/** HTTP only: parse, call a service, answer (Whaticket's paths and shapes, spec §7). */
export function contactListItemRoutes(router: Router<AppState>, lists: ContactListServices) {
  const tags = ['contact-list-items'];
  const base = '/contact-list-items';
  const items = lists.items;
  const companyOf = (ctx: { state: AppState }) => ctx.state.user.companyId;
  route(
    router,
    {
      method: 'get',
      path: base,
      summary: "A page of a list's items: { contacts, count, hasMore }",
      tags,
      query: contactListItemPageQuery,
    },
    async (ctx) => {
      ctx.body = await items.page(companyOf(ctx), parseQuery(ctx, contactListItemPageQuery));
    },
  );
  route(
    router,
    {
      method: 'get',
      path: `${base}/list`,
      summary: 'Every item of one list',
      tags,
      query: contactListItemListQuery,
    },
    async (ctx) => {
      const { contactListId } = parseQuery(ctx, contactListItemListQuery);
      ctx.body = await items.all(companyOf(ctx), contactListId);
    },
  );
  route(
    router,
    { method: 'get', path: `${base}/:id`, summary: 'One contact list item', tags },
    async (ctx) => {
      ctx.body = await items.find(companyOf(ctx), idParam(ctx));
    },
  );
  route(
    router,
    {
      method: 'post',
      path: base,
      summary: 'Add a person to a list (admin)',
      tags,
      body: contactListItemBody,
      permission: 'contact-lists:write',
    },
    async (ctx) => {
      ctx.body = await items.create(companyOf(ctx), parseBody(ctx, contactListItemBody));
    },
  );
  route(
    router,
    {
      method: 'put',
      path: `${base}/:id`,
      summary: 'Change a contact list item (admin)',
      tags,
      body: contactListItemPatch,
      permission: 'contact-lists:write',
    },
    async (ctx) => {
      ctx.body = await items.update(companyOf(ctx), idParam(ctx), parseBody(ctx, contactListItemPatch));
    },
  );
  route(
    router,
    {
      method: 'delete',
      path: `${base}/:id`,
      summary: 'Remove a person from a list (admin)',
      tags,
      permission: 'contact-lists:write',
    },
    async (ctx) => {
      await items.delete(companyOf(ctx), idParam(ctx));
      ctx.body = { message: 'Contact deleted' };
    },
  );
}
