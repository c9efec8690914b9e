import { inputField, toGraphQLError, type FieldError } from '../../errors.js';
import { RestError } from '../../rest/client.js';

/**
 * Runs a bank write: the answer on success; a refusal the user can act on as `errors` for the form: 400 and
 * 404 field errors with the REST paths renamed by `field`, and a 409 (an answered question, an assigned
 * exercise, an outdated version) as an error on the input as a whole. Anything else (no token, not allowed,
 * backend down) stays a GraphQL error.
 */
export async function bankWrite<T extends object>(
  run: () => Promise<T>,
  field: (restField: string) => string | null = inputField,
): Promise<(T & { errors: FieldError[] }) | { errors: FieldError[] }> {
  try {
    return { ...(await run()), errors: [] };
  } catch (error) {
    if (error instanceof RestError && [400, 404, 409].includes(error.status) && error.body) {
      const { errors, message } = error.body;
      if (errors && Object.keys(errors).length) {
        return { errors: Object.entries(errors).map(([f, messages]) => ({ field: field(f), messages })) };
      }
      if (error.status === 409) return { errors: [{ field: null, messages: [message] }] };
    }
    throw toGraphQLError(error);
  }
}

/** Input mistakes found before any REST call, in the payload's shape. */
export const refused = (errors: FieldError[]) => ({ errors });
