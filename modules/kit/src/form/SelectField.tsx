import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface SelectOption {
  value: string | number;
  label: string;
}

/**
 * A labelled select, its message underneath: a filter's type or period, a dialog's choice. The value goes out as
 * the option's text; the caller reads it back as its own type.
 */
export function SelectField(props: {
  id: string;
  name?: string;
  label: ReactNode;
  /** beside the label, muted ("required") */
  labelInfo?: ReactNode;
  value: string | number;
  options: SelectOption[];
  /** the text of an empty first choice (value ''), for a choice that may stay unmade */
  emptyText?: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  /** the select takes the group's width (default true; a filter bar's keep their own) */
  fill?: boolean;
  'data-testid'?: string;
}) {
  const { id, error, emptyText } = props;
  const options = props.options.map((o) => ({ value: String(o.value), label: o.label }));
  return (
    <FormGroup
      label={props.label}
      labelFor={id}
      labelInfo={props.labelInfo}
      helperText={error}
      intent={error ? 'danger' : 'none'}
    >
      <HTMLSelect
        id={id}
        name={props.name}
        fill={props.fill ?? true}
        disabled={props.disabled}
        value={String(props.value)}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        options={emptyText === undefined ? options : [{ value: '', label: emptyText }, ...options]}
        data-testid={props['data-testid']}
      />
    </FormGroup>
  );
}
