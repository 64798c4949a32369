import { useId, useState } from 'react';
import { QR_INVALID_MESSAGE } from '@/domain/qr-payload';
import { unlockSound } from './feedback';

/** Reads a ticket QR from a photo or screenshot, for bad cameras and bad light. */
export function ImageScan({ onCode }: { onCode: (text: string) => void | Promise<void> }) {
  const id = useId();
  const readerId = `qr-file-${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [state, setState] = useState<'idle' | 'reading' | 'unreadable'>('idle');

  const read = async (file: File | undefined) => {
    if (!file) return;
    unlockSound();
    setState('reading');
    try {
      const { decodeImageFile } = await import('./camera/qr-camera');
      const text = await decodeImageFile(readerId, file);
      setState('idle');
      await onCode(text);
    } catch {
      setState('unreadable');
    }
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
      {/* html5-qrcode needs an element to work in; it stays empty and hidden. */}
      <div id={readerId} hidden />
      {state === 'reading' ? (
        <p role="status" className="text-muted">
          Reading the image…
        </p>
      ) : null}
      {state === 'unreadable' ? (
        <p role="alert" className="text-red-300">
          No QR code could be read in that image. {QR_INVALID_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
