import type { InboxPayloads } from '@balcao/core';
import { announceContact } from './announce-contact.js';
import { cachedContactByKey } from './contact-cache.js';
import type { ContactDeps } from './contact-deps.js';
import { fetchProfilePicture } from './fetch-profile-picture.js';
import { rememberAddressBookEntry } from './remember-address-book.js';
import { reconcileContact } from './upsert-contact.js';

/**
 * A `contact` event (WhatsApp's address book, a changed name or picture, a LID paired with its number) brings
 * an existing contact up to date. It creates none: the phone's whole address book arrives this way at connect,
 * and only people who write become contacts; the others are kept aside for POST /contacts/import.
 */
export async function applyContactUpdate(
  deps: ContactDeps,
  companyId: number,
  connectionId: number,
  update: InboxPayloads['contact'],
): Promise<void> {
  const who = update.contact;
  // through the cache: the simulator and some clients send one after every message, mostly with nothing new
  const found = await cachedContactByKey(deps, companyId, { number: who.number, lid: who.lid });
  if (!found) return rememberAddressBookEntry(deps, companyId, connectionId, who);
  // Baileys says 'changed' when the picture changed without giving the new url
  const profilePicUrl =
    update.profilePicUrl === 'changed'
      ? await fetchProfilePicture(deps, companyId, connectionId, who.id)
      : update.profilePicUrl;
  const result = await reconcileContact(deps, companyId, found, {
    ...(who.number ? { number: who.number } : {}),
    ...(who.lid ? { lid: who.lid } : {}),
    ...(who.name ? { name: who.name } : {}),
    ...(profilePicUrl !== undefined ? { profilePicUrl } : {}),
  });
  await announceContact(deps, companyId, result);
}
