import { FormGroup, InputGroup, TextArea, type InputGroupProps } from '@blueprintjs/core';
import type { Ref } from 'react';

interface TextFieldProps extends Omit<InputGroupProps, 'onChange' | 'value'> {
  label: string;
  name: string;
  value: string;
  error?: string;
  multiline?: boolean;
  /** the textarea's element (multiline), to write at its caret */
  areaRef?: Ref<HTMLTextAreaElement>;
  /** the input's (or textarea's) test id */
  testId?: string;
  onChange: (value: string) => void;
}

/** A labelled Blueprint input that shows its validation message underneath. */
export function TextField({
  label,
  name,
  value,
  error,
  multiline,
  areaRef,
  testId,
  onChange,
  ...rest
}: TextFieldProps) {
  const id = `field-${name}`;
  return (
    <FormGroup label={label} labelFor={id} helperText={error} intent={error ? 'danger' : 'none'}>
      {multiline ? (
        <TextArea
          id={id}
          name={name}
          fill
          autoResize
          readOnly={rest.readOnly}
          inputRef={areaRef}
          data-testid={testId}
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
          data-testid={testId}
          {...rest}
        />
      )}
    </FormGroup>
  );
}
