import { FormGroup, InputGroup } from '@blueprintjs/core';

interface DateEnd {
  id: string;
  /** the input's name, and the key of its message in `errors` */
  name: string;
  label: string;
  value: string;
}

/** A period's two date inputs, side by side in a filter: neither end can pass the other. */
export function DateRange(props: {
  from: DateEnd;
  to: DateEnd;
  errors: Record<string, string>;
  onChange: (from: string, to: string) => void;
}) {
  const { from, to, errors } = props;
  const end = (field: DateEnd, limit: { min?: string; max?: string }, set: (value: string) => void) => (
    <FormGroup
      label={field.label}
      labelFor={field.id}
      {...(errors[field.name] ? { intent: 'danger' as const, helperText: errors[field.name] } : {})}
    >
      <InputGroup
        id={field.id}
        name={field.name}
        type="date"
        value={field.value}
        {...limit}
        onChange={(e) => set(e.currentTarget.value)}
      />
    </FormGroup>
  );
  return (
    <>
      {end(from, { max: to.value || undefined }, (value) => props.onChange(value, to.value))}
      {end(to, { min: from.value || undefined }, (value) => props.onChange(from.value, value))}
    </>
  );
}
