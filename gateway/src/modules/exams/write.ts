import { inputField, toGraphQLError, type FieldError } from '../../errors.js';
import { RestError } from '../../rest/client.js';

/**
 * Runs a write of the runner or of marking: the answer on success; a refusal the user can act on as `errors`:
 * 400 field errors with the REST paths renamed by `field`, and a 409 (not open yet, past the deadline, rules
 * not accepted, already submitted, out of time; work not submitted, parts left unscored) as an error on the
 * input as a whole with the API's message (on the fields it names, when it names some).
 * Anything else (no token, not allowed, unknown, backend down) stays a GraphQL error.
 */
export async function examWrite<T extends object>(
  run: () => Promise<T>,
  field: (restField: string) => string | null = inputField,
  onConflict?: (message: string) => Promise<object>,
): Promise<(T & { errors: FieldError[] }) | { errors: FieldError[] }> {
  try {
    return { ...(await run()), errors: [] };
  } catch (error) {
    if (error instanceof RestError && error.body) {
      const { errors, message } = error.body;
      if (error.status === 400 && errors && Object.keys(errors).length) {
        return { errors: Object.entries(errors).map(([f, messages]) => ({ field: field(f), messages })) };
      }
      if (error.status === 409) {
        const more = onConflict ? await onConflict(message) : {};
        // A refusal that names fields of the input (a save reusing a sequence number with another answer,
        // issue 26) stays on those fields, so the runner drops that save only.
        const named = Object.entries(errors ?? {}).filter(([f]) => f !== 'non_field_errors');
        if (named.length) {
          return { ...more, errors: named.map(([f, messages]) => ({ field: field(f), messages })) };
        }
        return { ...more, errors: [{ field: null, messages: [message] }] };
      }
    }
    throw toGraphQLError(error);
  }
}
