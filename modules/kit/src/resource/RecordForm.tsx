import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../form/FormActions';
import { useForm } from '../form/useForm';
import type { Schema } from '../form/validators';
import { toastSuccess } from '../toast';
import { renderField, schemaOf, type FieldSpec } from './fields';

export interface RecordFormProps<V extends object, R extends { id: number }> {
  /** the row being edited; null for a new one */
  editing: R | null;
  /** a new record's values; stable (a constant or memoized): the form starts again from it when it changes */
  initial: V;
  fromRecord: (record: R) => V;
  fields: FieldSpec<V>[];
  rules?: Schema<V>;
  /** creates (id null) or updates the record */
  save: (values: V, id: number | null) => Promise<unknown>;
  /** a failed save's toast instead of the server's error */
  failedText?: string;
  /** the fields empty again after a save (a new record's otherwise stay) */
  clearAfterSave?: boolean;
  /** after a save, and on Clear */
  onDone: () => void;
  testId: string;
}

/** RecordDialog's fields as a form in a page (a ResourcePage's `editor`): Clear and Save at its foot. */
export function RecordForm<V extends object, R extends { id: number }>(props: RecordFormProps<V, R>) {
  const { t } = useTranslation('kit');
  const { editing, initial, onDone } = props;
  const form = useForm<V>(initial, { ...schemaOf(props.fields), ...props.rules }, async (values, helpers) => {
    try {
      await props.save(values, editing?.id ?? null);
    } catch (error) {
      throw props.failedText ?? error;
    }
    toastSuccess(t('toasts.saved'));
    if (props.clearAfterSave) helpers.setValues(initial);
    onDone();
  });
  const fromRecord = useRef(props.fromRecord);
  useEffect(() => {
    fromRecord.current = props.fromRecord;
  });
  const { setValues } = form;
  useEffect(() => setValues(editing ? fromRecord.current(editing) : initial), [editing, initial, setValues]);

  return (
    <form
      noValidate
      className="kit-form-grid"
      onSubmit={(e) => void form.handleSubmit(e)}
      data-testid={props.testId}
    >
      {props.fields.map((f) => renderField(f, form, null))}
      <FormActions
        onClear={() => {
          setValues(initial);
          onDone();
        }}
        submitting={form.submitting}
        style={{ gridColumn: '1 / -1' }}
      />
    </form>
  );
}
