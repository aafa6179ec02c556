/**
 * What the helps routes answer and accept, as the screen (modules/helps) and a client see it. The module imports
 * these types (`@balcao/plugin-helps/contracts`), so a field the server adds or renames breaks the browser's type
 * check instead of going unnoticed. Types only: the file imports nothing.
 */

/**
 * A help video as GET /helps and /helps/list (every one, in creation order), GET /helps/:id, POST and PUT answer
 * it, and the `help` socket event carries it. `video` is its YouTube code.
 *
 * The Help model holds `description` and `video` as `string | null` (both columns are nullable and the body may
 * omit them), which this type does not say yet: the model cannot `implements` it until the screen handles a null.
 */
export interface HelpWire {
  id: number;
  title: string;
  description: string;
  video: string;
}

/** POST /helps and PUT /helps/:id */
export type HelpInput = Omit<HelpWire, 'id'>;
