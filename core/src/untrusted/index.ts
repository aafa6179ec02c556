export {
  UntrustedFiles,
  type ReadTableOptions,
  type Table,
  type TableFile,
  type UntrustedFilesOptions,
} from './untrusted-files.js';
export { defaultTableLimits, type TableKind, type TableLimits } from './table-limits.js';
