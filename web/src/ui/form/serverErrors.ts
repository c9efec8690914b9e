import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { SERVER_ERROR } from './fields';

/** A mutation payload's mistake (the schema's FieldError). */
export interface ServerFieldError {
  field?: string | null;
  messages: readonly string[];
}

/** Where the form keeps the mistakes that concern no single field. */
export const FORM_ERROR = 'root.server' as const;

/**
 * Puts each server mistake under its field; the others go to the form as a whole. The values typed stay
 * as they are. Returns true when there was anything to show.
 */
export function applyServerErrors<T extends FieldValues>(
  errors: readonly ServerFieldError[],
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  rename: Partial<Record<string, FieldPath<T>>> = {},
): boolean {
  const general: string[] = [];
  let focused = false;
  for (const error of errors) {
    const message = error.messages.join(' ');
    const target = error.field ? (rename[error.field] ?? (error.field as FieldPath<T>)) : undefined;
    if (target && fields.includes(target)) {
      setError(target, { type: SERVER_ERROR, message }, { shouldFocus: !focused });
      focused = true;
    } else {
      general.push(message);
    }
  }
  if (general.length > 0) setError(FORM_ERROR, { type: SERVER_ERROR, message: general.join(' ') });
  return errors.length > 0;
}
