import { TaskError } from './tasks';

/** What to do when the Admin SDK finds no Google credentials for a real project. */
export const NO_CREDENTIALS =
  'No Google credentials to reach the project with: run `gcloud auth application-default login`, ' +
  'or set GOOGLE_APPLICATION_CREDENTIALS to a service account key file, then try again.';

/**
 * The one line an operator script prints when it fails: the task's own message, a sentence for
 * missing credentials, else the error's message — never the SDK's error object with its stack.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof TaskError) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'app/invalid-credential' || /could not load the default credentials/i.test(message))
    return NO_CREDENTIALS;
  return message;
}
