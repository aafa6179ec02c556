import { bindDeps } from '@balcao/core';
import { exampleSheet } from '../sheet/example-sheet.js';
import type { ContactListDeps } from './contact-list-deps.js';
import { createContactList } from './create-contact-list.js';
import { createContactListItem } from './create-contact-list-item.js';
import { deleteContactList } from './delete-contact-list.js';
import { deleteContactListItem } from './delete-contact-list-item.js';
import {
  findContactListItem,
  itemValidity,
  itemsToReach,
  listAllContactListItems,
  listContactListItemPage,
} from './find-contact-list-items.js';
import {
  contactListNames,
  findContactList,
  getContactList,
  listAllContactLists,
  listContactListPage,
} from './find-contact-lists.js';
import { importContactSheet } from './import-contact-sheet.js';
import { setItemValidity } from './set-item-validity.js';
import { updateContactList } from './update-contact-list.js';
import { updateContactListItem } from './update-contact-list-item.js';

/**
 * The services bound to the kernel: what the routes call, and what setup() returns for other plugins
 * (`ctx.services<ContactListServices>('contact-lists')`). Every one takes the caller's companyId first.
 */
export function contactListServices(deps: ContactListDeps) {
  return {
    /** the campaigns plugin's read of a list: its name and how many items it has */
    async get(companyId: number, listId: number) {
      const list = await getContactList(deps, companyId, listId);
      return list && { id: list.id, name: list.name, contactsCount: list.contactsCount };
    },
    ...bindDeps(deps, {
      /** the campaigns' names of their lists: `{ id, name }` of the company's lists among `ids` */
      names: contactListNames,
      /** what a campaign learnt of a number; emits the ContactListItem update */
      setValidity: setItemValidity,
      page: listContactListPage,
      all: listAllContactLists,
      create: createContactList,
      update: updateContactList,
      delete: deleteContactList,
      upload: importContactSheet,
    }),
    find: (companyId: number, id: number) => findContactList(deps, companyId, id),
    exampleSheet,

    items: {
      ...bindDeps(deps, {
        page: listContactListItemPage,
        all: listAllContactListItems,
        /** what the last WhatsApp check found of the item's number (null: not checked, or no such item) */
        validity: itemValidity,
        /** a list's items with a number, as a subquery (a campaign's plan) */
        toReach: itemsToReach,
        create: createContactListItem,
        update: updateContactListItem,
        delete: deleteContactListItem,
      }),
      find: (companyId: number, id: number) => findContactListItem(deps, companyId, id),
    },
  };
}

export type ContactListServices = ReturnType<typeof contactListServices>;
