/**
 * Awaits a mutation whose failures the error link has already shown as a toast: resolves null then, so a
 * form stays as typed and no rejection goes unhandled.
 */
export async function settle<T>(operation: Promise<T>): Promise<T | null> {
  try {
    return await operation;
  } catch (error) {
    console.warn('Mutation failed', error);
    return null;
  }
}
