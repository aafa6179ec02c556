import { FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { Fragment, type ReactElement, type ReactNode, type Ref } from 'react';
import { NumericInput } from '../blueprint/controls';
import { TextField } from '../form/TextField';
import type { useForm } from '../form/useForm';
import type { Rule, Schema } from '../form/validators';

export type FormState<V extends object> = ReturnType<typeof useForm<V>>;
type Name<V> = keyof V & string;

interface Input<V> {
  name: Name<V>;
  label: string;
  /** the kit's rules; their messages come from i18n */
  rules?: Rule<V>[];
  /** shown only while this holds (a voice's key only for a voice) */
  show?: (values: V) => boolean;
  /** shown but not to be changed (not a textarea: the dialog's `readOnly` covers every field) */
  disabled?: boolean;
}
interface TextInput<V> extends Input<V> {
  kind?: 'text' | 'textarea';
  placeholder?: string;
  type?: string;
  autoComplete?: string;
  leftElement?: ReactElement;
  testId?: string;
  /** a textarea's element (a caller writing at its caret: variables inserted) */
  inputRef?: Ref<HTMLTextAreaElement>;
}
interface SelectInput<V> extends Input<V> {
  kind: 'select';
  /** the value is compared as text, given back as the option's own (a number, a boolean) */
  options: { value: unknown; label: string }[];
  /** the select's id (default `field-<name>`) */
  id?: string;
}
interface NumberInput<V> extends Input<V> {
  kind: 'number';
  min?: number;
  max?: number;
  step?: number;
  minorStep?: number | null;
}
/** One field of a RecordDialog; `row` lays several side by side, `custom` draws its own, `media` is the file. */
export type FieldSpec<V extends object> =
  | TextInput<V>
  | SelectInput<V>
  | NumberInput<V>
  | (Input<V> & { kind: 'password' | 'switch' })
  | {
      kind: 'row';
      className?: string;
      testId?: string;
      fields: FieldSpec<V>[];
      show?: (values: V) => boolean;
    }
  | { kind: 'custom'; key: string; render: (form: FormState<V>) => ReactNode }
  | { kind: 'media' };

/** The first text field, rows' included: the one a dialog focuses. */
export function firstText<V extends object>(fields: FieldSpec<V>[]): FieldSpec<V> | undefined {
  for (const field of fields) {
    if (field.kind === 'row') {
      const inner = firstText(field.fields);
      if (inner) return inner;
    } else if (field.kind === undefined || field.kind === 'text' || field.kind === 'textarea') return field;
  }
  return undefined;
}

/** The validation of every field, in their order. */
export function schemaOf<V extends object>(fields: FieldSpec<V>[]): Schema<V> {
  const schema: Schema<V> = {};
  for (const field of fields) {
    if (field.kind === 'row') Object.assign(schema, schemaOf(field.fields));
    else if ('rules' in field && field.rules) schema[field.name] = field.rules;
  }
  return schema;
}

/**
 * A field as the admin dialogs have always drawn it: a FormGroup with its message, the input named `name`.
 * `readOnly` shows a record only to look at: text read-only, selects, numbers and switches disabled.
 */
export function renderField<V extends object>(
  field: FieldSpec<V>,
  form: FormState<V>,
  media: ReactNode,
  focus?: FieldSpec<V>,
  readOnly = false,
): ReactNode {
  if (field.kind === 'media') return media;
  if (field.kind === 'custom') return <Fragment key={field.key}>{field.render(form)}</Fragment>;
  if (field.show && !field.show(form.values)) return null;
  if (field.kind === 'row')
    return (
      <div
        key={field.fields.map((f) => ('name' in f ? f.name : '')).join()}
        className={field.className}
        data-testid={field.testId}
      >
        {field.fields.map((f) => renderField(f, form, media, focus, readOnly))}
      </div>
    );
  const { name, label } = field;
  const error = form.errors[name];
  const value = form.values[name];
  const set = (v: unknown) => form.setField(name, v as V[typeof name]);
  const group = (id: string, input: ReactNode) => (
    <FormGroup key={name} label={label} labelFor={id} helperText={error} intent={error ? 'danger' : 'none'}>
      {input}
    </FormGroup>
  );
  switch (field.kind) {
    case 'switch':
      return (
        <Switch
          key={name}
          name={name}
          label={label}
          disabled={field.disabled || readOnly}
          checked={Boolean(value)}
          onChange={(e) => set(e.currentTarget.checked)}
        />
      );
    case 'select': {
      const id = field.id ?? `field-${name}`;
      const pick = (text: string) => set(field.options.find((o) => String(o.value) === text)?.value ?? text);
      return group(
        id,
        <HTMLSelect
          id={id}
          name={name}
          fill
          disabled={field.disabled || readOnly}
          value={String(value)}
          onChange={(e) => pick(e.currentTarget.value)}
        >
          {field.options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </HTMLSelect>,
      );
    }
    case 'number':
      return group(
        `field-${name}`,
        <NumericInput
          id={`field-${name}`}
          name={name}
          fill
          min={field.min}
          max={field.max}
          stepSize={field.step ?? 1}
          minorStepSize={field.minorStep}
          disabled={field.disabled || readOnly}
          value={Number(value)}
          onValueChange={(n) => set(Number.isFinite(n) ? n : 0)}
        />,
      );
    case 'password':
      return group(
        `field-${name}`,
        <InputGroup
          id={`field-${name}`}
          name={name}
          type="password"
          autoComplete="off"
          fill
          disabled={field.disabled}
          readOnly={readOnly}
          value={String(value ?? '')}
          intent={error ? 'danger' : 'none'}
          onValueChange={set}
        />,
      );
    default: {
      const text = field as TextInput<V>;
      return (
        <TextField
          key={name}
          label={label}
          name={name}
          autoFocus={field === focus}
          multiline={text.kind === 'textarea'}
          placeholder={text.placeholder}
          type={text.type}
          autoComplete={text.autoComplete}
          leftElement={text.leftElement}
          testId={text.testId}
          areaRef={text.inputRef}
          readOnly={readOnly || undefined}
          disabled={text.disabled}
          value={String(value ?? '')}
          error={error}
          onChange={set}
        />
      );
    }
  }
}
