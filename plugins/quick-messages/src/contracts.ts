/**
 * What the quick-messages routes answer and accept, as the screen (modules/quick-messages) and a client see it.
 * The module imports these types (`@balcao/plugin-quick-messages/contracts`), so a field the server adds or
 * renames breaks the browser's type check instead of going unnoticed. Types only: the file imports nothing.
 */

/**
 * A quick message as GET /quick-messages (a page), GET /quick-messages/list and /quick-messages/:id, POST and PUT
 * answer it, and the `quickemessage` socket event carries it: `isMedia` and `mediaPath` derived from its file.
 */
export interface QuickMessageWire {
  id: number;
  shortcode: string;
  message: string;
  geral: boolean;
  status: boolean;
  userId: number | null;
  mediaName: string | null;
  /** a signed link to the private file */
  mediaPath: string | null;
  isMedia: boolean;
}

/** POST /quick-messages; PUT /quick-messages/:id takes any of them */
export interface QuickMessageInput {
  shortcode: string;
  message: string;
  geral?: boolean;
}

/** GET /quick-messages?searchParam&pageNumber: 20 a page by shortcode, the caller's own and the general ones */
export interface QuickMessagePage {
  records: QuickMessageWire[];
  count: number;
  hasMore: boolean;
}
