import { useCallback, useState, type FormEvent } from 'react';
import { ApiError } from '../api/api-error';
import { toastError } from '../toast';
import { validate, type FormErrors, type Schema } from './validators';

/** Small form state: values, per-field errors (client rules, then server `fields`), submitting. */
export interface FormHelpers<V> {
  setValues: (values: V) => void;
  reset: () => void;
}

export function useForm<V extends object>(
  initial: V,
  schema: Schema<V>,
  onSubmit: (values: V, helpers: FormHelpers<V>) => Promise<void>,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [submitting, setSubmitting] = useState(false);

  const setField = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }, []);

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = validate(values, schema);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    try {
      await onSubmit(values, { setValues, reset: () => setValues(initial) });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields as FormErrors<V>);
      toastError(error);
    } finally {
      setSubmitting(false);
    }
  };

  /** other values and no errors: a dialog opened again on another record */
  const restart = useCallback((next: V) => {
    setValues(next);
    setErrors({});
  }, []);

  const reset = () => setValues(initial);
  return { values, errors, submitting, setField, setValues, restart, handleSubmit, reset };
}
