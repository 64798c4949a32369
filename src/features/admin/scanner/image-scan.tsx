import { useId, useState } from 'react';
import {
  NOT_AN_IMAGE_MESSAGE,
  NO_QR_IN_IMAGE_MESSAGE,
  QR_READER_FAILED_MESSAGE,
} from '@/domain/check-in';
import { unlockSound } from './feedback';

type ReadState = { status: 'idle' } | { status: 'reading' } | { status: 'failed'; message: string };

/** Reads a ticket QR from a photo or screenshot, for bad cameras and bad light. */
export function ImageScan({ onCode }: { onCode: (text: string) => void | Promise<void> }) {
  const id = useId();
  const [state, setState] = useState<ReadState>({ status: 'idle' });

  const read = async (file: File | undefined) => {
    if (!file) return;
    unlockSound();
    setState({ status: 'reading' });
    let text: string;
    try {
      const { decodeImageFile } = await import('./camera/decode-image');
      text = await decodeImageFile(file);
    } catch (error) {
      setState({ status: 'failed', message: failureMessage(error) });
      return;
    }
    setState({ status: 'idle' });
    await onCode(text);
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="btn-ghost cursor-pointer self-start">
        Scan from an image
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        onChange={(event) => {
          void read(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {state.status === 'reading' ? (
        <p role="status" className="text-muted">
          Reading the image…
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <p role="alert" className="text-red-300">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}

/** The decoder's errors by name: its module (and the class) is loaded only on use. */
function failureMessage(error: unknown): string {
  const reason = error instanceof Error && 'reason' in error ? error.reason : null;
  if (reason === 'no-qr') return NO_QR_IN_IMAGE_MESSAGE;
  if (reason === 'not-an-image') return NOT_AN_IMAGE_MESSAGE;
  return QR_READER_FAILED_MESSAGE;
}
