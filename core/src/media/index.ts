export {
  MediaStore,
  isMediaId,
  type MediaRecord,
  type MediaInput,
  type MediaStoreOptions,
} from './media-store.js';
export { mediaRoutes } from './media-routes.js';
export { mediaMigration } from './media-migration.js';
