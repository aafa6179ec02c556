export { createKernel, type Kernel, type KernelOptions } from './kernel.js';
export {
  definePlugin,
  type PluginDefinition,
  type PluginContext,
  type MenuItem,
  type PluginUi,
} from './plugins/define-plugin.js';
export { AppError, notFound, forbidden, orNotFound } from './errors/app-error.js';
export { defineErrors, errorCatalogue } from './errors/error-registry.js';
export type { ErrorCatalogue, ErrorCode, ErrorInfo, CodesOf } from './errors/error-catalogue.js';
export { loadConfig, ConfigError, type Config } from './config/config.js';
export type { SharedCache, MemoOptions } from './cache/index.js';
export { readInTransactions } from './cache/index.js';
// what a plugin's provider implements and emits (docs/channels.md); the Baileys and sim layer stays core's
export type { ChannelProvider, NumberCheck, ConnectOptions } from './channels/channel-provider.js';
export { ChannelError } from './channels/channel-provider.js';
export {
  ChannelEmitter,
  statusEvent,
  type StatusExtra,
  type ConnectionStatus,
  type ChannelEvents,
  type ReachLimitsEvent,
} from './channels/channel-events.js';
export { templateButtonsSchema, templateHeaderSchema } from './domain/messages/template-schemas.js';
export type {
  ChannelProviderDefinition,
  ChannelProviderRegistry,
  ProviderTarget,
  ProviderTraits,
} from './channels/provider-registry.js';
export {
  EgressError,
  egressErrorIn,
  type Egress,
  type EgressFailure,
  type EgressFetch,
  type EgressInit,
} from './egress/index.js';
export { discoverPlugins } from './plugins/discover-plugins.js';
export type {
  Declarations,
  Labels,
  PlanFlagDeclaration,
  PlanLimitDeclaration,
  SettingDeclaration,
  ConnectionFieldDeclaration,
} from './registries/declarations.js';
export type { Registries } from './registries/registries.js';
export { ensurePlanAllowsAnother, type PlanLimit } from './domain/plans/plan-limit.js';
export type { PlanLimits } from './domain/plans/plan-limits.js';
export { BaseModel } from './db/base-model.js';
export { TenantModel, crossTenant, type TenantClass } from './db/tenant-model.js';
export { pageOf, type Page } from './db/page-of.js';
export {
  createTenantDb,
  tenant,
  tenantTable,
  tenantTableParts,
  type TenantDb,
  type TenantTable,
} from './db/tenant-db.js';
export { tenantStatement, type TenantStatement, type StatementParams } from './db/tenant-statement.js';
export { groupBatch, type GroupBatch } from './db/group-batch.js';
export { MediaStore, isMediaId, type MediaRecord, type MediaInput } from './media/index.js';
export type { Migration } from './db/migration.js';
export {
  atLeastOne,
  parseBody,
  parseQuery,
  idParam,
  text,
  optionalText,
  email,
  password,
  pageNumber,
  searchParam,
} from './http/validate.js';
export { lenientBody, type LenientRule } from './http/lenient-body.js';
export { route, type RouteSpec, type RouteMethod } from './http/route.js';
export {
  currentWrite,
  type WriteActor,
  type WriteOrigin,
  type WrittenRequest,
} from './http/write-requests.js';
export { multipart, type MultipartOptions, type UploadedFile, type UploadLimits } from './http/multipart.js';
export { uploadFileName } from './http/upload-file-name.js';
export {
  UntrustedFiles,
  defaultTableLimits,
  type ReadTableOptions,
  type Table,
  type TableFile,
  type TableKind,
  type TableLimits,
} from './untrusted/index.js';
export { mediaUploadRoutes, type MediaUploadRoutes } from './http/media-upload-routes.js';
export { attachRecordMedia, type RecordMediaDeps, type RecordUpload } from './media/record-media.js';
export { crudRoutes, type CrudRoutes } from './http/crud-routes.js';
export { requiredText } from './http/required-text.js';
export { lenientNumber, lenientEnum } from './http/lenient-values.js';
export type { WithDates } from './http/wire-dates.js';
export {
  adminsAndSuper,
  superOnly,
  requirePermission,
  PermissionRegistry,
  type Holder,
  type PermissionDeclaration,
  type PermissionSubject,
} from './auth/permissions/index.js';
export { planAllows, planGuard } from './plugins/plan-guard.js';
export { OrderedSteps } from './plugins/ordered-steps.js';
export { bindDeps, type BoundTo } from './plugins/bind-deps.js';
export { mediaUploads, recordMediaDeps, type MediaUploads } from './plugins/record-media-wiring.js';
export {
  createApiTokenGuard,
  type ApiCaller,
  type ApiTokenGuard,
  type ApiTokenOptions,
} from './auth/api-token.js';
export { hashPassword } from './auth/passwords.js';
export type { AppState, AuthUser } from './http/state.js';
export { Plan } from './domain/plans/plan-model.js';
export { Company } from './domain/companies/company-model.js';
export { User } from './domain/users/user-model.js';
export { Queue } from './domain/queues/queue-model.js';
export type { Realtime, EmitOptions } from './realtime/realtime.js';
export { rooms, companyEvent } from './realtime/rooms.js';
export type { RoomKind, RoomAuthorizer, SocketUser } from './realtime/room-kinds.js';
export type { Hooks } from './plugins/hooks.js';
export type { PluginSecrets } from './secrets/plugin-secrets.js';
export type { HookEvents, HookName } from './plugins/hook-events.js';
export { afterCommit } from './db/after-commit.js';
export { isMysql, isSqlite } from './db/knex.js';
export { storedDate } from './db/stored-date.js';
export {
  createFullTextIndex,
  dropFullTextIndex,
  fullTextMatch,
  fullTextNewestFirst,
  hasIndex,
  type FullTextSource,
} from './db/full-text.js';
export { foldText, holdsEveryWord, wordChar } from './db/full-text-words.js';
export type {
  EventOf,
  Pipeline,
  PipelineStage,
  PipelineState,
  PipelineStep,
  StepAnswer,
  StepContext,
} from './backbone/pipeline/pipeline.js';
export { orderByConstraints, OrderError, type Placed } from './backbone/pipeline/constraint-order.js';
export type { InboxEvent, InboxKind, InboxPayloads } from './backbone/inbox/inbox-event.js';
export type {
  Channels,
  ChannelHookEvents,
  ConnectionReachLimits,
  ConnectionTimelock,
} from './connections/channels-api.js';
// what a message is, for plugins: the provider layer (core/src/channels, '@balcao/core/channels') stays core's
export * from './domain/messages/message-types.js';
export { Whatsapp } from './connections/whatsapp-model.js';
export { connectionSecretAddress } from './registries/connection-fields.js';
export { generateToken } from './connections/generate-token.js';
export { tokenColumns, useTokenKey } from './connections/connection-token.js';
