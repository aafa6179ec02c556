import type { ContactServices } from '@balcao/plugin-contacts';
import type { TagServices } from '@balcao/plugin-tags';
import type { TicketServices } from '@balcao/plugin-tickets';
import type { TenantDb } from '@balcao/core';

/**
 * What the search reads through: each owner's search of its own rows (tickets: messages, notes, tickets; contacts;
 * tags), so no table of theirs is named here (docs/plugins.md, "One owner per table").
 */
export interface SearchDeps {
  db: TenantDb;
  tickets: Pick<TicketServices, 'search'>;
  contacts: Pick<ContactServices, 'idsMatching'>;
  tags: Pick<TagServices, 'search'>;
}
