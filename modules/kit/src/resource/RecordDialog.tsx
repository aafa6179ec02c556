import { DialogBody, type IconName } from '@blueprintjs/core';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { Dialog } from '../blueprint/overlays';
import { SaveFooter, type SaveFooterProps } from '../form/SaveFooter';
import { useForm } from '../form/useForm';
import type { Schema } from '../form/validators';
import { useModuleName } from '../remote/module-scope';
import { toastSuccess } from '../toast';
import { firstText, renderField, schemaOf, type FieldSpec } from './fields';
import { MediaField, type MediaSpec } from './MediaField';
import type { ResourceDialogProps } from './ResourcePage';
import { useRecordSave } from './useRecordSave';

export interface RecordDialogProps<
  V extends object,
  R extends { id: number },
> extends ResourceDialogProps<R> {
  /** default: the module's `form.add` or `form.edit` words */
  title?: string;
  icon?: IconName;
  /** default: `<prefix>-dialog`, the page's prefix */
  className?: string;
  /** the dialog's own style (a width) */
  style?: CSSProperties;
  /** the first text field takes the focus (default true) */
  autoFocus?: boolean;
  /** the form's `autoComplete` ('off' keeps the browser's saved logins out) */
  autoComplete?: string;
  /** the form's test id (default `<record>-form`, the page's record name), and the save button's */
  testId?: string;
  submitTestId?: string;
  /** the values of a new record, and of one edited */
  initial: V;
  /** default: the record's own values of the keys `initial` has */
  fromRecord?: (record: R) => V;
  fields: FieldSpec<V>[];
  /** rules across fields, besides each field's own */
  rules?: Schema<V>;
  /** creates (id null) or updates the record; `fileChange`: the media field's file goes up or away after it. A
   * thrown string is toasted as it is */
  save: (values: V, id: number | null, fileChange: boolean) => Promise<R>;
  /** what follows a file's upload or removal instead of reading the record again (a field the save held back
   * until the file was in) */
  afterFile?: (saved: R, values: V) => Promise<R>;
  /** the optional file the `media` field shows: uploaded or removed after the save, then the record read again */
  media?: MediaSpec<R>;
  /** the success toast; the kit's 'saved' by default */
  savedText?: string;
  /** the dialog stays open after this save, the caller showing what follows (a secret shown whole once) */
  keepOpen?: (saved: R) => boolean;
  /** shown in place of the form and its foot (a record still loading, one that could not be read) */
  pending?: ReactNode;
  /** ms between the click and the save (none by default) */
  submitDelay?: number;
  /** a record only to look at: inputs read-only, its file kept, no save button */
  readOnly?: boolean;
  /** the foot's own words: the save button's text, icon or `disabled` (a choice still missing), the cancel
   * button's text, more buttons `before` it (the record's own verbs) */
  footer?: Pick<SaveFooterProps, 'text' | 'icon' | 'disabled' | 'cancelText' | 'before'>;
  /** more to reset as the dialog opens (what the caller keeps of the record: one it reads itself) */
  onOpening?: () => void;
  /** how a failed save is told instead of the kit's toast (a module's own words for a code); field errors still
   * go to the form */
  onError?: (error: unknown) => void;
}

/**
 * The record dialog of every CRUD screen: the fields validated (messages from i18n, the server's `fields` too),
 * save, then the file uploaded or removed and the record read again, the row handed back, a toast, closed. A retry
 * after a failed upload updates the record the first try made, never a second one.
 */
export function RecordDialog<V extends object, R extends { id: number }>(props: RecordDialogProps<V, R>) {
  const { t } = useTranslation('kit');
  const own = useTranslation(useModuleName() ?? 'kit');
  const { isOpen, editing, onClose, media } = props;
  const record = useRecordSave<R>(media);
  const form = useForm<V>(props.initial, { ...schemaOf(props.fields), ...props.rules }, async (values) => {
    if (props.submitDelay) await new Promise((resolve) => setTimeout(resolve, props.submitDelay));
    const had = Boolean(editing && media?.current(editing));
    let saved: R;
    try {
      const after = props.afterFile && ((s: R) => props.afterFile!(s, values));
      saved = await record.save(editing?.id, (id, change) => props.save(values, id, change), had, after);
    } catch (error) {
      if (!props.onError || (error instanceof ApiError && error.fields)) throw error;
      return props.onError(error);
    }
    props.onSaved(saved);
    toastSuccess(props.savedText ?? t('toasts.saved'));
    if (!props.keepOpen?.(saved)) onClose();
  });
  // the values of the record opened; the functions read when it opens, so a caller's inline ones do not loop
  const fromRecord = props.fromRecord ?? ((r: R) => valuesOf(props.initial, r));
  const start = useRef({ initial: props.initial, fromRecord });
  useEffect(() => {
    start.current = { initial: props.initial, fromRecord };
  });
  // a new opening starts clean: the last one's errors go with its values
  const { restart } = form;
  useEffect(() => {
    if (!isOpen) return;
    const { initial, fromRecord } = start.current;
    restart(editing ? fromRecord(editing) : initial);
  }, [isOpen, editing, restart]);

  const current = !record.dropped && editing && media ? media.current(editing) : null;
  const mediaField = media && (
    <MediaField
      key="media"
      spec={media}
      current={current ?? null}
      href={editing && media.link?.(editing)}
      readOnly={props.readOnly}
      file={record.file}
      onFile={record.setFile}
      onDrop={record.drop}
    />
  );
  const focus = props.autoFocus === false ? undefined : firstText(props.fields);

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      onOpening={() => {
        record.reset();
        props.onOpening?.();
      }}
      title={props.title ?? own.t(editing ? 'form.edit' : 'form.add')}
      icon={props.icon}
      className={props.className ?? (props.prefix && `${props.prefix}-dialog`)}
      style={props.style}
    >
      {props.pending || (
        <form
          onSubmit={(e) => void form.handleSubmit(e)}
          data-testid={props.testId ?? (props.record && `${props.record}-form`)}
          autoComplete={props.autoComplete}
          noValidate
        >
          <DialogBody>
            {props.fields.map((f) => renderField(f, form, mediaField, focus, props.readOnly))}
          </DialogBody>
          <SaveFooter
            onCancel={onClose}
            submitting={form.submitting}
            testId={props.submitTestId}
            readOnly={props.readOnly}
            {...props.footer}
          />
        </form>
      )}
    </Dialog>
  );
}

/** The record's own values of the keys the form's `initial` has. */
function valuesOf<V extends object, R>(initial: V, record: R): V {
  const source = record as Record<string, unknown>;
  return Object.fromEntries(Object.keys(initial).map((key) => [key, source[key]])) as V;
}

/**
 * A RecordDialog's `save` from the module's two calls: `update(id, data)` for a record edited, `create(data)` for a
 * new one; `normalize` turns the form's values into the call's data (trimmed, a hidden field's value dropped).
 */
export function upsert<V, D, R>(
  create: (data: D) => Promise<R>,
  update: (id: number, data: D) => Promise<R>,
  normalize: (values: V) => D = (values) => values as unknown as D,
): (values: V, id: number | null) => Promise<R> {
  return (values, id) => {
    const data = normalize(values);
    return id ? update(id, data) : create(data);
  };
}
