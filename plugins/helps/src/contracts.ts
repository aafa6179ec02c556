/**
 * What the helps routes answer and accept, as the screen (modules/helps) and a client see it. The module imports
 * these types (`@balcao/plugin-helps/contracts`), so a field the server adds or renames breaks the browser's type
 * check instead of going unnoticed. Types only: the file imports nothing.
 */

/**
 * A help video as GET /helps and /helps/list (every one, in creation order), GET /helps/:id, POST and PUT answer
 * it, and the `help` socket event carries it. `video` is its YouTube code; a client may leave it and the
 * description out (Whaticket's API allows it), so both may be null.
 */
export interface HelpWire {
  id: number;
  title: string;
  description: string | null;
  video: string | null;
}

/** POST /helps and PUT /helps/:id */
export type HelpInput = Omit<HelpWire, 'id'>;
