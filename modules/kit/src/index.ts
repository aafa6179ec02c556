// The shared front-end kit: one instance at run time (a federation singleton) for the shell and every remote.
export { ApiError } from './api/api-error';
export { api, request, refreshSession, type RequestOptions } from './api/client';
export { fieldMessage, translateFields } from './api/field-messages';
export { useLoad } from './api/useLoad';
export { useListsOnOpen } from './api/useListsOnOpen';
export { useRecordOnOpen } from './api/useRecordOnOpen';
export { useReport } from './api/useReport';
export * from './session/types';
export {
  $token,
  $user,
  $company,
  $plan,
  $isSuper,
  $isAuthenticated,
  $sessionReady,
  $sessionEndReason,
  sessionEnded,
  sessionRefreshed,
  sessionCleared,
  sessionChecked,
  userUpdated,
  type SessionPayload,
} from './session/model';
export { login, logout, restoreSession, isSubscriptionExpired, fetchPublicPlans } from './session/auth';
export { useSession } from './session/hooks';
export {
  connectRealtime,
  disconnectRealtime,
  joinTickets,
  joinRoom,
  leaveRoom,
  joinChatBox,
  leaveChatBox,
  companyEvent,
  onRealtime,
  useCompanyEvent,
  USER_STATUS_INTERVAL,
} from './realtime/socket';
export {
  i18n,
  initI18n,
  registerTranslations,
  setLanguage,
  LANGUAGES,
  type Language,
  type Translations,
} from './i18n/setup';
export {
  showToast,
  toastSuccess,
  toastUndo,
  toastWarning,
  toastError,
  errorMessage,
  TOAST_TIMEOUT,
  UNDO_TIMEOUT,
} from './toast';
export {
  formatMoney,
  formatDate,
  formatDateTime,
  formatTime,
  formatShortTime,
  formatNumber,
  initials,
  isoDay,
} from './format';
export { $theme, themeToggled, themeChosen, $volume, volumeChanged, type Theme } from './prefs/theme';
export { useChartColors } from './prefs/chart-colors';
export { csvText, downloadCsv } from './export/csv';
export {
  required,
  minLength,
  maxLength,
  email,
  nonEmpty,
  validate,
  type Rule,
  type Schema,
  type FormErrors,
} from './form/validators';
export { useForm, type FormHelpers } from './form/useForm';
export { TextField } from './form/TextField';
export { SelectField, type SelectOption } from './form/SelectField';
export { ColorPalette } from './form/ColorPalette';
export { FormActions } from './form/FormActions';
export { SaveFooter } from './form/SaveFooter';
export { DateRange } from './form/DateRange';
export { Loading, Spinner } from './feedback/Loading';
export { useMediaQuery, useNarrow, NARROW_QUERY } from './layout/useNarrow';
export { useWidthUnder } from './layout/useWidthUnder';
export { TopBarPopover, TopBarPopoverItem, type TopBarPopoverProps } from './layout/TopBarPopover';
export { requestRoom, useRoomRequest, $roomRequested } from './layout/room';
export { Dialog, Drawer } from './blueprint/overlays';
export { FileInput, NumericInput, Tag } from './blueprint/controls';
export { StatusTag } from './feedback/StatusTag';
export { IconButton } from './blueprint/IconButton';
export { ConfirmDialog } from './dialogs/ConfirmDialog';
export { useDebounced, SEARCH_DEBOUNCE_MS } from './list/useDebounced';
export {
  useInfiniteList,
  isNearBottom,
  SCROLL_THRESHOLD_PX,
  type Page,
  type PageRequest,
  type FetchPage,
  type InfiniteList,
} from './list/useInfiniteList';
export { useThreadList } from './list/useThreadList';
export { upsertById, removeById, appendPage, byId, type KeyOf } from './list/by-id';
export { wholeList, filterBySearch } from './list/whole';
export { pagedRoute } from './list/paged-route';
export { fileBody } from './api/file-body';
export { VirtualList } from './list/VirtualList';
export { ListPage, type Column } from './list/ListPage';
export { Ellipsis, FileLink } from './list/Ellipsis';
export { DataTable, type RowProps } from './list/DataTable';
export { PageHeader } from './list/PageHeader';
export { EditButton, DeleteButton, RowButton } from './list/RowActions';
export {
  ResourcePage,
  type ResourcePageProps,
  type ResourceDialogProps,
  type ResourceList,
  type RealtimeBinding,
} from './resource/ResourcePage';
export { RecordDialog, upsert, type RecordDialogProps } from './resource/RecordDialog';
export { RecordForm, type RecordFormProps } from './resource/RecordForm';
export { formValues } from './resource/form-values';
export { TicketActionsEditor } from './ticket-actions/TicketActionsEditor';
export {
  kindLabel,
  type ActionChoices,
  type ActionField,
  type ActionKind,
  type TicketAction,
} from './ticket-actions/ticket-action';
export { type FieldSpec, type FormState } from './resource/fields';
export { type MediaSpec } from './resource/MediaField';
export { useRecordSave, type MediaRoutes } from './resource/useRecordSave';
export { useModuleName } from './remote/module-scope';
export {
  defineModule,
  type RemoteModule,
  type ModuleRoute,
  type ManifestModule,
  type ManifestMenuItem,
} from './remote/contract';
export { setRemoteLoader, loadRemote, RemoteSlot } from './remote/loader';
export { SharedSlots, slotProvidersSet, $slotProviders } from './remote/shared-slots';
export { $menuBadges, menuBadgeSet } from './menu/badges';
