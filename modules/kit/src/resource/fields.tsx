import { FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { Fragment, type HTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';
import { NumericInput } from '../blueprint/controls';
import { SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';
import type { useForm } from '../form/useForm';
import type { Rule, Schema } from '../form/validators';
import { TabsField, type TabSpec } from './TabsField';

export type FormState<V extends object> = ReturnType<typeof useForm<V>>;
type Name<V> = keyof V & string;

interface Input<V> {
  name: Name<V>;
  label: string;
  /** the kit's rules; their messages come from i18n */
  rules?: Rule<V>[];
  /** shown only while this holds (a voice's key only for a voice); a hidden field's rules are not run */
  show?: (values: V) => boolean;
  /** shown but not to be changed (not a textarea: the dialog's `readOnly` covers every field) */
  disabled?: boolean;
}
interface TextInput<V> extends Input<V> {
  kind?: 'text' | 'textarea';
  /** a text, or one that follows the other values (a type's own example) */
  placeholder?: string | ((values: V) => string);
  type?: string;
  autoComplete?: string;
  leftElement?: ReactElement;
  /** the phone's keyboard ('tel', 'numeric') */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** only digits kept as they are typed (a count, an order), with the numeric keyboard */
  digits?: boolean;
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
/** A field the module draws itself; with a `name` its `rules` are validated like any field's. */
interface CustomInput<V extends object> {
  kind: 'custom';
  /** the React key (default `name`) */
  key?: string;
  name?: Name<V>;
  rules?: Rule<V>[];
  render: (form: FormState<V>) => ReactNode;
}
/**
 * One field of a RecordDialog; `row` lays several side by side, `tabs` puts them on tabs, `custom` draws its own,
 * `media` is the file.
 */
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
  | CustomInput<V>
  | { kind: 'tabs'; id: string; tabs: TabSpec<V>[] }
  | { kind: 'media' };

/** The first text field, rows' included: the one a dialog focuses. */
export function firstText<V extends object>(fields: FieldSpec<V>[]): FieldSpec<V> | undefined {
  for (const field of fields) {
    if (field.kind === 'row') {
      const inner = firstText(field.fields);
      if (inner) return inner;
    } else if (field.kind === 'tabs') {
      // the first tab is the one shown as the dialog opens
      const inner = field.tabs[0] && firstText(field.tabs[0].fields);
      if (inner) return inner;
    } else if (field.kind === undefined || field.kind === 'text' || field.kind === 'textarea') return field;
  }
  return undefined;
}

/** The validation of every field, in their order; a field hidden by its `show` (or its row's, its tab's) is not. */
export function schemaOf<V extends object>(
  fields: FieldSpec<V>[],
  shown: (values: V) => boolean = () => true,
): Schema<V> {
  const schema: Schema<V> = {};
  const within = (show?: (values: V) => boolean) => (show ? (v: V) => shown(v) && show(v) : shown);
  for (const field of fields) {
    if (field.kind === 'row') Object.assign(schema, schemaOf(field.fields, within(field.show)));
    else if (field.kind === 'tabs')
      for (const tab of field.tabs) Object.assign(schema, schemaOf(tab.fields, within(tab.show)));
    else if ('rules' in field && field.rules && field.name) {
      const visible = within('show' in field ? field.show : undefined);
      schema[field.name] = field.rules.map(
        (rule): Rule<V> =>
          (value, values) =>
            visible(values) ? rule(value, values) : undefined,
      );
    }
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
  if (field.kind === 'custom') return <Fragment key={field.key ?? field.name}>{field.render(form)}</Fragment>;
  if (field.kind === 'tabs')
    return (
      <TabsField
        key={field.id}
        id={field.id}
        tabs={field.tabs}
        values={form.values}
        errors={form.errors}
        render={(f) => renderField(f, form, media, focus, readOnly)}
      />
    );
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
      const pick = (text: string) => set(field.options.find((o) => String(o.value) === text)?.value ?? text);
      return (
        <SelectField
          key={name}
          id={field.id ?? `field-${name}`}
          name={name}
          label={label}
          error={error}
          disabled={field.disabled || readOnly}
          value={String(value)}
          options={field.options.map((o) => ({ value: String(o.value), label: o.label }))}
          onChange={pick}
        />
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
          placeholder={
            typeof text.placeholder === 'function' ? text.placeholder(form.values) : text.placeholder
          }
          type={text.type}
          autoComplete={text.autoComplete}
          leftElement={text.leftElement}
          inputMode={text.inputMode ?? (text.digits ? 'numeric' : undefined)}
          testId={text.testId}
          areaRef={text.inputRef}
          readOnly={readOnly || undefined}
          disabled={text.disabled}
          value={String(value ?? '')}
          error={error}
          onChange={(v) => set(text.digits ? v.replace(/\D/g, '') : v)}
        />
      );
    }
  }
}
