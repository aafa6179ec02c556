/**
 * What the files routes answer and accept, as the screen (modules/files) and a client see it. The module imports
 * these types (`@balcao/plugin-files/contracts`), so a field the server adds or renames breaks the browser's type
 * check instead of going unnoticed. Types only: the file imports nothing.
 */

/** One option of a file list: a text and, once uploaded, a file. The media id stays on the server. */
export interface FileOptionWire {
  id: number;
  name: string;
  /** the file's name as uploaded, null until one is */
  path: string | null;
  mediaType: string | null;
  /** a signed link to the private file */
  mediaPath: string | null;
}

/**
 * A file list as GET /files (a page) and GET /files/list answer it, and the `file` socket event carries it
 * (`{ action, files }`).
 */
export interface FileListWire {
  id: number;
  name: string;
  message: string;
  /** present when the list was read one by one (GET /files/:id) or came with a save or an event */
  options?: FileOptionWire[];
}

/** GET /files/:id, and what POST /files and PUT /files/:id answer: the list with its options in id order */
export type FileListWithOptions = FileListWire & { options: FileOptionWire[] };

/** POST /files; PUT /files/:id (options, when given, are the whole list: one left out is removed) */
export interface FileListInput {
  name: string;
  message: string;
  options: { id?: number; name: string }[];
}

/** GET /files?searchParam&pageNumber: 20 a page by name, without their options */
export interface FileListPage {
  files: FileListWire[];
  count: number;
  hasMore: boolean;
}
