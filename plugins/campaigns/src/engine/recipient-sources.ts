import type { Knex } from 'knex';
import type { ContactListServices } from '@balcao/plugin-contact-lists';
import type { ContactServices } from '@balcao/plugin-contacts';
import type { TagServices } from '@balcao/plugin-tags';
import type { TicketServices } from '@balcao/plugin-tickets';

/**
 * Where a campaign's recipients come from, each a subquery built by the plugin that owns its rows (one owner per
 * table, docs/plugins.md), which the plan puts in one INSERT ... SELECT.
 */
export interface RecipientSources {
  /** a list's items with a number: `id, number, name, email, isWhatsappValid` */
  listItems(companyId: number, listId: number): Knex.QueryBuilder;
  /**
   * the contacts a tag reaches through their tickets: `id, number, name, email`; absent when the tags plugin is
   * not installed (campaigns run without it, and no tag list can be chosen then)
   */
  taggedContacts?(companyId: number, tagId: number): Knex.QueryBuilder;
}

/** the plugins' services a campaign's recipients are read through; tags and tickets only when installed */
export interface RecipientOwners {
  contactLists: ContactListServices;
  contacts: ContactServices;
  tags: TagServices | undefined;
  tickets: TicketServices | undefined;
}

export function recipientSources({
  contactLists,
  contacts,
  tags,
  tickets,
}: RecipientOwners): RecipientSources {
  return {
    listItems: (companyId, listId) => contactLists.items.toReach(companyId, listId),
    ...(tags && tickets
      ? {
          taggedContacts: (companyId: number, tagId: number) =>
            contacts.reachable(
              companyId,
              tickets.contactIdsOf(companyId, tags.taggedTicketIds(companyId, [tagId])),
            ),
        }
      : {}),
  };
}
