import { useState, type ChangeEvent, type Dispatch, type SetStateAction } from 'react';

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/**
 * The values of a member form, a setter per field, and what every text Field of it shares. `kept` is
 * state held elsewhere (a draft kept for the account) that the form edits instead of its own.
 */
export function useFormValues<V extends object>(initial: V | (() => V), kept?: { values: V; setValues: Dispatch<SetStateAction<V>> }) {
  const own = useState<V>(initial);
  const [values, setValues] = kept ? [kept.values, kept.setValues] : own;
  const set =
    <K extends keyof V>(key: K) =>
    (value: V[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  // Its value, and no autofill of the admin's own details into someone else's profile.
  const text = (key: TextKey<V>) => ({
    value: values[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key)(event.target.value as V[TextKey<V>]),
    autoComplete: 'off',
  });
  return { values, setValues, set, text };
}
