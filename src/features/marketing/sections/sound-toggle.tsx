import { VolumeOffIcon, VolumeOnIcon } from '@/components/ui/icons';

interface SoundToggleProps {
  muted: boolean;
  onToggle: () => void;
  /** What the sound belongs to, e.g. 'hero video'. */
  label: string;
  className?: string;
}

/** A toggle button: the name stays, aria-pressed says whether sound is on. */
export function SoundToggle({ muted, onToggle, label, className = '' }: SoundToggleProps) {
  return (
    <button
      type="button"
      aria-pressed={!muted}
      aria-label={`Sound for ${label}`}
      title={muted ? 'Unmute' : 'Mute'}
      onClick={onToggle}
      className={`inline-flex size-11 items-center justify-center rounded-full bg-night/70 text-cream ring-1 ring-white/30 backdrop-blur hover:bg-night ${className}`}
    >
      {muted ? <VolumeOffIcon /> : <VolumeOnIcon />}
    </button>
  );
}
