import type { TableFile } from '@balcao/core';
import type {
  ContactListChanges,
  ContactListFields,
  ContactListItemChanges,
  ContactListItemFields,
  ContactListItemPageQuery,
  ContactListPageQuery,
} from '../contact-list-schemas.js';
import { exampleSheet } from '../sheet/example-sheet.js';
import type { ContactListDeps } from './contact-list-deps.js';
import { createContactList } from './create-contact-list.js';
import { createContactListItem } from './create-contact-list-item.js';
import { deleteContactList } from './delete-contact-list.js';
import { deleteContactListItem } from './delete-contact-list-item.js';
import {
  findContactListItem,
  itemValidity,
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
    /** the campaigns' names of their lists: `{ id, name }` of the company's lists among `ids` */
    names: (companyId: number, ids: number[]) => contactListNames(deps, companyId, ids),
    /** what a campaign learnt of a number; emits the ContactListItem update */
    setValidity: (companyId: number, itemId: number, valid: boolean) =>
      setItemValidity(deps, companyId, itemId, valid),

    page: (companyId: number, query: ContactListPageQuery) => listContactListPage(deps, companyId, query),
    all: (companyId: number) => listAllContactLists(deps, companyId),
    find: (companyId: number, id: number) => findContactList(deps, companyId, id),
    create: (companyId: number, fields: ContactListFields) => createContactList(deps, companyId, fields),
    update: (companyId: number, id: number, changes: ContactListChanges) =>
      updateContactList(deps, companyId, id, changes),
    delete: (companyId: number, id: number) => deleteContactList(deps, companyId, id),
    upload: (companyId: number, id: number, file: TableFile) => importContactSheet(deps, companyId, id, file),
    exampleSheet,

    items: {
      page: (companyId: number, query: ContactListItemPageQuery) =>
        listContactListItemPage(deps, companyId, query),
      all: (companyId: number, contactListId: number) =>
        listAllContactListItems(deps, companyId, contactListId),
      find: (companyId: number, id: number) => findContactListItem(deps, companyId, id),
      /** what the last WhatsApp check found of the item's number (null: not checked, or no such item) */
      validity: (companyId: number, id: number) => itemValidity(deps, companyId, id),
      create: (companyId: number, fields: ContactListItemFields) =>
        createContactListItem(deps, companyId, fields),
      update: (companyId: number, id: number, changes: ContactListItemChanges) =>
        updateContactListItem(deps, companyId, id, changes),
      delete: (companyId: number, id: number) => deleteContactListItem(deps, companyId, id),
    },
  };
}

export type ContactListServices = ReturnType<typeof contactListServices>;
