import { useSearchParams } from 'react-router-dom';
import type { MessagePage } from '@balcao/plugin-tickets/contracts';
import { listMessages } from '../api';

/** the conversation page Balcão's search will never ask beyond (20 messages each: 2,000 messages back) */
const MAX_PAGE = 100;

/** The message the URL asks the conversation to open at (?message=<id>&page=<n>, the search's links). */
export function useMessageFocus(): { messageId: number; page: number } | null {
  const [params] = useSearchParams();
  const messageId = Number(params.get('message'));
  if (!Number.isSafeInteger(messageId) || messageId <= 0) return null;
  const page = Math.min(MAX_PAGE, Math.max(1, Math.floor(Number(params.get('page')) || 1)));
  return { messageId, page };
}

/**
 * Pages 1..`through` of GET /messages/:ticketId at once, as one page, oldest first: the conversation then holds
 * everything from the focused message down to the newest, and scrolling up goes on from page `through + 1`.
 */
export async function loadThrough(
  ticketId: number,
  through: number,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const pages = await Promise.all(
    Array.from({ length: through }, (_, i) => listMessages(ticketId, i + 1, signal)),
  );
  const last = pages[pages.length - 1]!;
  const seen = new Set<string>();
  const messages = pages
    .slice()
    .reverse()
    .flatMap((p) => p.messages)
    .filter((m) => !seen.has(String(m.id)) && seen.add(String(m.id)));
  return { ...last, messages };
}

/** Scrolls the message into the middle of the view and flashes it; false when it is not on screen. */
export function focusMessage(box: HTMLElement, messageId: number): boolean {
  const el = box.querySelector<HTMLElement>(`[data-message-id="${messageId}"]`);
  if (!el) return false;
  el.scrollIntoView({ block: 'center' });
  el.classList.add('tk-msg-focus');
  el.setAttribute('data-focused', 'true');
  return true;
}
