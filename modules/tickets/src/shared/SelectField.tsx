import { FormGroup, HTMLSelect } from '@blueprintjs/core';

interface SelectFieldProps {
  label: string;
  id: string;
  name?: string;
  /** the chosen id as the select holds it; '' for the empty choice */
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ id: number; name: string }>;
  /** the text of the empty first choice */
  emptyText: string;
  labelInfo?: string;
  /** shown in red under the select */
  error?: string;
  'data-testid'?: string;
}

/** A labelled select of queues, connections…: an empty first choice, then the options by name. */
export function SelectField(props: SelectFieldProps) {
  const { label, id, name, value, onChange, options, emptyText, labelInfo, error } = props;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={labelInfo}
      intent={error ? 'danger' : 'none'}
      helperText={error}
    >
      <HTMLSelect
        id={id}
        name={name}
        fill
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        data-testid={props['data-testid']}
      >
        <option value="">{emptyText}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
