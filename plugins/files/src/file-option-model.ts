import { TenantModel } from '@balcao/core';

/** One option of a file list (table `files_options`): a text and, once uploaded, a file. */
export class FileOption extends TenantModel {
  static override tableName = 'files_options';

  declare fileId: number;
  declare name: string;
  /** the media id of ctx.media; never on the wire, which carries the file's name and a signed link instead */
  declare path: string | null;
  declare mediaType: string | null;
  declare mediaName: string | null;
}
