import type { FormErrors } from '@balcao/kit';

/** the part of a useForm form a text field reads and writes */
interface TextForm<V> {
  values: V;
  errors: FormErrors<V>;
  setField: <K extends keyof V>(field: K, value: V[K]) => void;
}

type StringKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** A TextField's name, value, error and onChange, bound to one string field of a form. */
export function fieldProps<V extends object>(form: TextForm<V>, name: StringKey<V>) {
  return {
    name,
    value: form.values[name] as string,
    error: form.errors[name],
    onChange: (value: string) => form.setField(name, value as V[StringKey<V>]),
  };
}
