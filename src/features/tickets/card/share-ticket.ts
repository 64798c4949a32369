import { copyText } from '@/lib/copy-text';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * The Web Share API where the browser has it (phones: WhatsApp, Messages…), else the link is
 * copied. Closing the share sheet is not a failure and copies nothing.
 */
export async function shareLink(data: { title: string; text: string; url: string }) {
  const canShare = typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true);
  if (canShare) {
    try {
      await navigator.share(data);
      return 'shared' satisfies ShareOutcome;
    } catch (error) {
      // A DOMException, which is not an Error in every engine.
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
      // NotAllowedError (no user activation) and the like: copying still helps.
    }
  }
  return (await copyText(data.url)) ? 'copied' : 'failed';
}
