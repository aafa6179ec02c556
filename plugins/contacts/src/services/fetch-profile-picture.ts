import type { ContactDeps } from './contact-deps.js';

/**
 * The chat's picture url from WhatsApp, or undefined: a hidden picture, a closed session or a slow network
 * must never stop a message from being processed.
 */
export async function fetchProfilePicture(
  deps: Pick<ContactDeps, 'channels' | 'log'>,
  companyId: number,
  connectionId: number,
  chatId: string,
): Promise<string | undefined> {
  try {
    return await deps.channels.profilePicture(companyId, connectionId, chatId);
  } catch (err) {
    deps.log.debug({ err, chatId }, 'profile picture unavailable');
    return undefined;
  }
}
