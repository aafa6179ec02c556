import type Router from '@koa/router';
import { type AppState, crudRoutes } from '@balcao/core';
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
  crudRoutes(router, {
    path: base,
    tags,
    writePermission: 'contact-lists:write',
    index: {
      summary: "A page of a list's items: { contacts, count, hasMore }",
      query: contactListItemPageQuery,
      run: ({ user, query }) => items.page(user.companyId, query),
    },
    list: {
      summary: 'Every item of one list',
      query: contactListItemListQuery,
      run: ({ user, query }) => items.all(user.companyId, query.contactListId),
    },
    show: { summary: 'One contact list item', run: ({ user, id }) => items.find(user.companyId, id) },
    create: {
      summary: 'Add a person to a list (admin)',
      body: contactListItemBody,
      run: ({ user, body }) => items.create(user.companyId, body),
    },
    update: {
      summary: 'Change a contact list item (admin)',
      body: contactListItemPatch,
      run: ({ user, id, body }) => items.update(user.companyId, id, body),
    },
    delete: {
      summary: 'Remove a person from a list (admin)',
      run: ({ user, id }) => items.delete(user.companyId, id),
      answer: { message: 'Contact deleted' },
    },
  });
}
