import { Button, Card } from '@blueprintjs/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { ListPage, type Column } from '../list/ListPage';
import { DeleteButton, EditButton } from '../list/RowActions';
import { useInfiniteList, type FetchPage, type InfiniteList } from '../list/useInfiniteList';
import { companyEvent, onRealtime } from '../realtime/socket';
import { toastError, toastSuccess } from '../toast';

/** What a ResourcePage hands its dialog: open or not, the row edited (null to add), and where a save goes. */
export interface ResourceDialogProps<R> {
  isOpen: boolean;
  editing: R | null;
  onClose: () => void;
  onSaved: (record: R) => void;
}

/** Whaticket's `{ action: 'create' | 'update', <record> } | { action: 'delete', <id> }` events. */
export interface RealtimeBinding<R> {
  /** a company channel's suffix (`company-{id}-<event>`), or with `global` the event's whole name */
  event: string;
  global?: boolean;
  /** where the payload carries the record (default `record`) and a deleted row's id (default `id`) */
  record?: string;
  id?: string;
  /** false leaves an event's record out (another list's row) */
  accept?: (record: R) => boolean;
}

type Row = { id: number };
/** The part of a `useInfiniteList` the page reads, whatever its filters. */
export type ResourceList<R> = Pick<
  InfiniteList<R>,
  'items' | 'search' | 'setSearch' | 'loading' | 'onScroll' | 'upsert' | 'remove'
>;

export interface ResourcePageProps<R extends Row, F> {
  title: ReactNode;
  /** the module's class prefix: the page is `<prefix>-page`, the actions cell `<prefix>-actions` */
  prefix: string;
  testId?: string;
  /** the rows; or `list`, a `useInfiniteList` the screen made itself (filters, its own reloads) */
  fetchPage?: FetchPage<R, F>;
  list?: ResourceList<R>;
  columns: Column<R>[];
  realtime?: RealtimeBinding<R>;
  /** a saved or announced row moves to the top; `'saves'` only a row saved here */
  toTop?: boolean | 'saves';
  /** what a save or an event does instead of the upsert */
  onUpsert?: (record: R) => void;
  /** the add button; none without it */
  add?: { label: string; testId: string; title?: boolean; disabled?: boolean };
  /** more buttons before the add button */
  tools?: ReactNode;
  canEdit?: (record: R) => boolean;
  canDelete?: (record: R) => boolean;
  /** buttons before a row's edit and delete */
  rowActions?: (record: R) => ReactNode;
  actionsWidth?: number;
  /** the record's dialog; or `editor`, a form in a card above an embedded list (a settings tab) */
  dialog?: (props: ResourceDialogProps<R>) => ReactNode;
  editor?: (editing: R | null, done: () => void) => ReactNode;
  rowClassName?: (record: R) => string | undefined;
  /** the delete call; the row is dropped and `deletedText` toasted when it answers */
  remove?: (id: number) => Promise<unknown>;
  /** a delete with its own answer (instead of `remove`); `drop(id)` takes the row off the list */
  onDelete?: (record: R, drop: (id: number) => void) => void;
  deleteTitle?: (record: R) => string | undefined;
  deletedText?: string;
  /** shows a failed delete (the kit's error toast by default) */
  deleteError?: (error: unknown) => void;
  /** what follows a delete (default: the row dropped) */
  onDeleted?: (id: number) => void;
  search?: boolean;
  /** a search shorter than this lists every row (the list's `minSearch`) */
  minSearch?: number;
  /** the page fills its route's height, the list scrolling inside it (default true) */
  fill?: boolean;
  /** anything else the page shows (a second dialog, a drawer) */
  children?: ReactNode;
}

/**
 * An admin CRUD screen: the searchable infinite list of ListPage, kept live by a realtime event, an add button,
 * edit and delete on each row, the record's dialog and the spec's delete confirmation.
 */
export function ResourcePage<R extends Row, F = Record<string, never>>(props: ResourcePageProps<R, F>) {
  const { t } = useTranslation('kit');
  const { prefix, realtime, toTop, canEdit, canDelete, rowActions } = props;
  const own = useInfiniteList<R, F>(props.fetchPage ?? emptyPage, {
    enabled: !props.list,
    minSearch: props.minSearch,
  });
  const list: ResourceList<R> = props.list ?? own;
  const [dialog, setDialog] = useState<{ open: boolean; editing: R | null }>({ open: false, editing: null });
  const [deleting, setDeleting] = useState<R | null>(null);
  const { upsert, remove } = list;
  const { onUpsert } = props;
  const show = (record: R, moved: boolean) =>
    onUpsert ? onUpsert(record) : upsert(record, { toTop: moved });
  const saved = (record: R) => show(record, Boolean(toTop));
  const announced = (record: R) => show(record, toTop === true);
  useRealtimeRows(realtime, announced, remove);

  const actions = (record: R) => {
    const edit = canEdit?.(record) ?? true;
    const del = canDelete?.(record) ?? true;
    const extra = rowActions?.(record);
    if (!edit && !del && !extra) return null;
    return (
      <span className={`${prefix}-actions`}>
        {extra}
        {edit && <EditButton onClick={() => setDialog({ open: true, editing: record })} />}
        {del && <DeleteButton onClick={() => setDeleting(record)} />}
      </span>
    );
  };
  const columns: Column<R>[] = [
    ...props.columns,
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      width: props.actionsWidth ?? 100,
      render: actions,
    },
  ];
  const add = props.add && (
    <Button
      intent="primary"
      icon="add"
      text={props.add.label}
      title={props.add.title ? props.add.label : undefined}
      data-testid={props.add.testId}
      disabled={props.add.disabled}
      onClick={() => setDialog({ open: true, editing: null })}
    />
  );
  const drop = (id: number) => remove(id);
  const confirmDelete = (record: R) => {
    if (props.onDelete) return props.onDelete(record, drop);
    props
      .remove?.(record.id)
      .then(() => {
        (props.onDeleted ?? remove)(record.id);
        toastSuccess(props.deletedText ?? t('toasts.deleted'));
      })
      .catch(props.deleteError ?? toastError);
  };

  const close = () => setDialog((d) => ({ ...d, open: false }));
  const page = (
    <>
      <ListPage
        embedded={Boolean(props.editor)}
        title={props.title}
        search={list.search}
        onSearch={props.search === false ? undefined : list.setSearch}
        columns={columns}
        items={list.items}
        rowKey={(record) => record.id}
        rowClassName={props.rowClassName}
        loading={list.loading}
        onScroll={list.onScroll}
        actions={
          props.tools ? (
            <span className={`${prefix}-toolbar`}>
              {props.tools}
              {add}
            </span>
          ) : (
            add
          )
        }
      />
      {props.dialog?.({ isOpen: dialog.open, editing: dialog.editing, onClose: close, onSaved: saved })}
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        title={deleting ? props.deleteTitle?.(deleting) : undefined}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) confirmDelete(deleting);
        }}
      />
      {props.children}
    </>
  );
  if (props.editor)
    return (
      <div className="kit-resource-tab" data-testid={props.testId}>
        <Card>{props.editor(dialog.open ? dialog.editing : null, close)}</Card>
        {page}
      </div>
    );
  return (
    <div
      className={`${prefix}-page${props.fill === false ? '' : ' kit-resource-page'}`}
      data-testid={props.testId}
    >
      {page}
    </div>
  );
}

const emptyPage = () => Promise.resolve({ items: [], hasMore: false });

/** Upserts and removes rows as a Whaticket-style event announces them. */
function useRealtimeRows<R>(
  binding: RealtimeBinding<R> | undefined,
  upsert: (record: R) => void,
  remove: (id: number) => void,
): void {
  const handler = useRef<(payload: Record<string, unknown>) => void>(() => {});
  useEffect(() => {
    handler.current = (payload) => {
      if (!binding) return;
      if (payload.action === 'delete') return remove(Number(payload[binding.id ?? 'id']));
      const record = payload[binding.record ?? 'record'] as R | undefined;
      if (record && (binding.accept?.(record) ?? true)) upsert(record);
    };
  });
  const event = binding?.event;
  const global = binding?.global;
  useEffect(() => {
    if (!event) return;
    return onRealtime<Record<string, unknown>>(global ? event : companyEvent(event), (p) =>
      handler.current(p),
    );
  }, [event, global]);
}
