import { base, type IconProps } from './icons';

// The Why Us cards' icons, in a module of their own: only the (lazy) Why Us section imports it,
// so they stay out of the initial JS that the header's icons in icons.tsx are part of. Drawn
// after Lucide (https://lucide.dev, ISC licence, © Lucide Icons and Contributors) on icons.tsx's
// shared `base`, so every icon on the site keeps one stroke style.
export const SmileIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <circle cx="12" cy="12" r="10" />
    <path d="M16.472 15a6 6 0 01-8.943 0M9 10V9M15 10V9" />
  </svg>
);
export const PaletteIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M12 22a1 1 0 0 1 0-20 10 9 0 0 1 10 9 5 5 0 0 1-5 5h-2.25a1.75 1.75 0 0 0-1.4 2.8l.3.4a1.75 1.75 0 0 1-1.4 2.8z" />
    <g fill="currentColor">
      <circle cx="13.5" cy="6.5" r=".5" />
      <circle cx="17.5" cy="10.5" r=".5" />
      <circle cx="6.5" cy="12.5" r=".5" />
      <circle cx="8.5" cy="7.5" r=".5" />
    </g>
  </svg>
);
export const CameraIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M13.997 4a2 2 0 0 1 1.76 1.05l.486.9A2 2 0 0 0 18.003 7H20a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h1.997a2 2 0 0 0 1.759-1.048l.489-.904A2 2 0 0 1 10.004 4z" />
    <circle cx="12" cy="13" r="3" />
  </svg>
);
export const FlowerIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 16.5A4.5 4.5 0 1 1 7.5 12 4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 1 1 4.5 4.5 4.5 4.5 0 1 1-4.5 4.5M12 7.5V9M7.5 12H9M16.5 12H15M12 16.5V15M8 8l1.88 1.88M14.12 9.88 16 8M8 16l1.88-1.88M14.12 14.12 16 16" />
  </svg>
);
export const PlaylistIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M16 5H3M11 12H3M11 19H3M21 16V5" />
    <circle cx="18" cy="16" r="3" />
  </svg>
);
export const ClipboardCheckIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <rect width="8" height="4" x="8" y="2" rx="1" ry="1" />
    <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2m1 10 2 2 4-4" />
  </svg>
);
/** A dhol (Lucide's "drum"). */
export const DrumIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <ellipse cx="12" cy="9" rx="10" ry="5" />
    <path d="m2 2 8 8m12-8-8 8M7 13.4v7.9M12 14v8M17 13.4v7.9M2 9v8a10 5 0 0 0 20 0V9" />
  </svg>
);
