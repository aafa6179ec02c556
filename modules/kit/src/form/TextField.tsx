import { FormGroup, InputGroup, TextArea, type InputGroupProps } from '@blueprintjs/core';

interface TextFieldProps extends Omit<InputGroupProps, 'onChange' | 'value'> {
  label: string;
  name: string;
  value: string;
  error?: string;
  multiline?: boolean;
  onChange: (value: string) => void;
}

/** A labelled Blueprint input that shows its validation message underneath. */
export function TextField({ label, name, value, error, multiline, onChange, ...rest }: TextFieldProps) {
  const id = `field-${name}`;
  return (
    <FormGroup label={label} labelFor={id} helperText={error} intent={error ? 'danger' : 'none'}>
      {multiline ? (
        <TextArea
          id={id}
          name={name}
          fill
          autoResize
          value={value}
          intent={error ? 'danger' : 'none'}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <InputGroup
          id={id}
          name={name}
          fill
          value={value}
          intent={error ? 'danger' : 'none'}
          onValueChange={(v) => onChange(v)}
          {...rest}
        />
      )}
    </FormGroup>
  );
}
