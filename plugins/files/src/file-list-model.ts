import { TenantModel } from '@balcao/core';

/** A file list (table `files`, Whaticket's `Files`). */
export class FileList extends TenantModel {
  static override tableName = 'files';

  declare name: string;
  declare message: string;
  declare userId: number | null;
}
