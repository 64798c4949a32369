import { BackendError } from '../backend';

/**
 * Runs an operation and lets a BackendError through as it is; anything else (IndexedDB quota,
 * a closed database, a bug) becomes BackendError('unknown') with the message the screen shows
 * for that operation (spec §8), keeping the original as `cause` for the console.
 */
export async function guard<T>(failureMessage: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof BackendError) throw error;
    const wrapped = new BackendError('unknown', failureMessage);
    wrapped.cause = error;
    throw wrapped;
  }
}
