import { Button, Card } from '@blueprintjs/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { ListPage, type Column } from '../list/ListPage';
import { DeleteButton, EditButton } from '../list/RowActions';
import { useInfiniteList, type FetchPage, type InfiniteList } from '../list/useInfiniteList';
import { companyEvent, onRealtime } from '../realtime/socket';
import { useModuleName } from '../remote/module-scope';
import { toastError, toastSuccess } from '../toast';

/**
 * What a ResourcePage hands its dialog: open or not, the row edited (null to add), and where a save goes; with an
 * `add` record name, the page's `prefix` and that `record` (a RecordDialog's class and test id by default).
 */
export interface ResourceDialogProps<R> {
  isOpen: boolean;
  editing: R | null;
  onClose: () => void;
  onSaved: (record: R) => void;
  prefix?: string;
  record?: string;
}

/** The add button: the record's name (test id `add-<record>`, the module's `add` words), or more. */
export type AddButton = string | { record: string; label?: string; title?: boolean; disabled?: boolean };

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

/** A row: most are numbered, a few (jobs) named by a string. */
type Row = { id: number | string };
/**
 * The part of a `useInfiniteList` the page reads, whatever its filters; or only `items` (and `loading`) for rows
 * the screen holds itself (an effector store): no search then, and saves, events and deletes are the store's.
 */
export type ResourceList<R> = Pick<InfiniteList<R>, 'items'> &
  Partial<Pick<InfiniteList<R>, 'search' | 'setSearch' | 'loading' | 'onScroll' | 'upsert' | 'remove'>>;

/**
 * Inside a module (`defineModule`) the page reads the module's i18n namespace: its `title`, `add` and `deleted`
 * words are the page's by default.
 */
export interface ResourcePageProps<R extends Row, F> {
  title?: ReactNode;
  /** the module's class prefix: the page is `<prefix>-page`, the actions cell `<prefix>-actions` */
  prefix: string;
  testId?: string;
  /** the rows; or `list`, a `useInfiniteList` the screen made itself (filters, its own reloads) */
  fetchPage?: FetchPage<R, F>;
  list?: ResourceList<R>;
  columns: Column<R>[];
  /** the event that keeps the rows live; a name alone is Whaticket's own shape, `{ action, <name> }` or
   * `{ action: 'delete', <name>Id }` on `company-{id}-<name>` */
  realtime?: RealtimeBinding<R> | string;
  /** a saved or announced row moves to the top; `'saves'` only a row saved here */
  toTop?: boolean | 'saves';
  /** what a save or an event does instead of the upsert */
  onUpsert?: (record: R) => void;
  /** the add button, by the record's name; none without it */
  add?: AddButton;
  /** more buttons before the add button */
  tools?: ReactNode;
  /** above the list, lined up with its title (a filter bar, a notice, figures) */
  above?: ReactNode;
  /** a row's edit button (default: where there is a `dialog` or an `editor`) */
  canEdit?: (record: R) => boolean;
  /** a row's delete button (default: where there is a `remove` or an `onDelete`) */
  canDelete?: (record: R) => boolean;
  /** buttons before a row's edit and delete */
  rowActions?: (record: R) => ReactNode;
  actionsWidth?: number;
  /** the actions column's header (default 'Ações') */
  actionsHeader?: ReactNode;
  /** the record's dialog; or `editor`, a form in a card above an embedded list (a settings tab) */
  dialog?: (props: ResourceDialogProps<R>) => ReactNode;
  editor?: (editing: R | null, done: () => void) => ReactNode;
  rowClassName?: (record: R) => string | undefined;
  /** the delete call; the row is dropped and `deletedText` toasted when it answers */
  remove?: (id: R['id']) => Promise<unknown>;
  /** a delete with its own answer (instead of `remove`); `drop(id)` takes the row off the list */
  onDelete?: (record: R, drop: (id: R['id']) => void) => void;
  deleteTitle?: (record: R) => string | undefined;
  /** the confirmation's sentence (default the spec's 'Deseja realmente excluir esse registro?') */
  deleteMessage?: (record: R) => string | undefined;
  deletedText?: string;
  /** shows a failed delete (the kit's error toast by default) */
  deleteError?: (error: unknown) => void;
  /** what follows a delete (default: the row dropped) */
  onDeleted?: (id: R['id']) => void;
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
 * edit and delete on each row, the record's dialog and the spec's delete confirmation. A read-only list (no
 * dialog, no remove) is the same page with its own row buttons.
 */
export function ResourcePage<R extends Row, F = Record<string, never>>(props: ResourcePageProps<R, F>) {
  const { t } = useTranslation('kit');
  const module = useModuleName();
  const own = useTranslation(module ?? 'kit');
  const words = (key: string) => (module && own.i18n.exists(`${module}:${key}`) ? own.t(key) : undefined);
  const { prefix, toTop, canEdit, canDelete, rowActions } = props;
  const realtime = typeof props.realtime === 'string' ? named<R>(props.realtime) : props.realtime;
  const rows = useInfiniteList<R, F>(props.fetchPage ?? emptyPage, {
    enabled: !props.list,
    minSearch: props.minSearch,
  });
  const list: ResourceList<R> = props.list ?? rows;
  const [dialog, setDialog] = useState<{ open: boolean; editing: R | null }>({ open: false, editing: null });
  const [deleting, setDeleting] = useState<R | null>(null);
  const { upsert, remove = ignore } = list;
  const { onUpsert } = props;
  const show = (record: R, moved: boolean) =>
    onUpsert ? onUpsert(record) : upsert?.(record, { toTop: moved });
  const saved = (record: R) => show(record, Boolean(toTop));
  const announced = (record: R) => show(record, toTop === true);
  useRealtimeRows(realtime, announced, remove);

  const actions = (record: R) => {
    const edit = canEdit?.(record) ?? Boolean(props.dialog ?? props.editor);
    const del = canDelete?.(record) ?? Boolean(props.remove ?? props.onDelete);
    const extra = rowActions?.(record);
    if (!edit && !del && !extra) return null;
    return (
      <span className={`${prefix}-actions kit-resource-actions`}>
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
      header: props.actionsHeader ?? t('common.actions'),
      align: 'right',
      width: props.actionsWidth ?? 100,
      render: actions,
    },
  ];
  const adding = typeof props.add === 'string' ? { record: props.add } : props.add;
  const addLabel = adding && (adding.label ?? words('add'));
  const add = adding && (
    <Button
      intent="primary"
      icon="add"
      text={addLabel}
      title={adding.title ? addLabel : undefined}
      data-testid={`add-${adding.record}`}
      disabled={adding.disabled}
      onClick={() => setDialog({ open: true, editing: null })}
    />
  );
  const drop = (id: R['id']) => remove(id);
  const confirmDelete = (record: R) => {
    if (props.onDelete) return props.onDelete(record, drop);
    props
      .remove?.(record.id)
      .then(() => {
        (props.onDeleted ?? remove)(record.id);
        toastSuccess(props.deletedText ?? words('deleted') ?? t('toasts.deleted'));
      })
      .catch(props.deleteError ?? toastError);
  };

  const close = () => setDialog((d) => ({ ...d, open: false }));
  const page = (
    <>
      <ListPage
        embedded={Boolean(props.editor)}
        title={props.title ?? words('title')}
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
            <span className={`${prefix}-toolbar kit-resource-toolbar`}>
              {props.tools}
              {add}
            </span>
          ) : (
            add
          )
        }
      />
      {props.dialog?.({
        isOpen: dialog.open,
        editing: dialog.editing,
        onClose: close,
        onSaved: saved,
        ...(adding && { prefix, record: adding.record }),
      })}
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        title={deleting ? props.deleteTitle?.(deleting) : undefined}
        message={deleting ? props.deleteMessage?.(deleting) : undefined}
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
      {props.above && <div className="kit-resource-page__above">{props.above}</div>}
      {page}
    </div>
  );
}

const ignore = () => {};
const named = <R,>(name: string): RealtimeBinding<R> => ({ event: name, record: name, id: `${name}Id` });
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
