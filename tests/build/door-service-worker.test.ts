import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { doorPrecacheFiles } from '../../build-plugins/door-service-worker';

const ROOT = '/repo';

function chunk(
  fileName: string,
  modules: string[],
  more: {
    isEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
    facadeOf?: string;
  } = {},
): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    moduleIds: modules.map((module) => `${ROOT}/${module}`),
    facadeModuleId: more.facadeOf ? `${ROOT}/${more.facadeOf}` : null,
    isEntry: more.isEntry ?? false,
    imports: more.imports ?? [],
    dynamicImports: more.dynamicImports ?? [],
    viteMetadata: { importedCss: new Set(more.css ?? []), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

const asset = (fileName: string) => ({ type: 'asset', fileName }) as unknown as Rollup.OutputAsset;

/** A bundle shaped like the site's: entry, public pages, the admin area, both halves, decoder. */
function siteBundle(): Rollup.OutputBundle {
  const items = [
    chunk('assets/index-1.js', ['src/main.tsx'], {
      isEntry: true,
      imports: ['assets/react-1.js'],
      dynamicImports: [
        'assets/app-root-1.js',
        'assets/faq-page-1.js',
        'assets/admin-route-1.js',
        'assets/load-backend-1.js',
      ],
      css: ['assets/index-1.css'],
    }),
    chunk('assets/react-1.js', ['node_modules/react/index.js']),
    // The app root sits in a group chunk with the router and the app: its import() fetches a
    // facade that only re-exports it.
    chunk('assets/app-root-1.js', [], {
      facadeOf: 'src/app/app-root.tsx',
      imports: ['assets/app-1.js'],
    }),
    chunk('assets/app-1.js', ['src/app/app-root.tsx', 'src/app/app.tsx'], {
      imports: ['assets/react-1.js'],
    }),
    chunk('assets/faq-page-1.js', ['src/features/marketing/pages/faq-page.tsx'], {
      imports: ['assets/index-1.js', 'assets/faq-data-1.js'],
    }),
    chunk('assets/faq-data-1.js', ['src/config/faq.ts']),
    chunk('assets/booking-route-1.js', ['src/app/routes/booking-route.tsx']),
    chunk('assets/html2canvas-1.js', ['node_modules/html2canvas/dist/html2canvas.js']),
    chunk(
      'assets/admin-route-1.js',
      ['src/app/routes/admin-route.tsx', 'src/features/admin/scanner/scanner-page.tsx'],
      {
        imports: ['assets/index-1.js', 'assets/format-1.js'],
        dynamicImports: [
          'assets/qr-camera-1.js',
          'assets/decode-image-1.js',
          'assets/html2canvas-1.js',
        ],
      },
    ),
    // The scanner's on-use chunks: the camera, and "Scan from an image" with what it imports.
    chunk('assets/qr-camera-1.js', ['src/features/admin/scanner/camera/qr-camera.ts'], {
      imports: ['assets/load-qr-detector-1.js'],
    }),
    chunk('assets/decode-image-1.js', ['src/features/admin/scanner/camera/decode-image.ts'], {
      imports: ['assets/load-qr-detector-1.js'],
    }),
    chunk('assets/format-1.js', ['src/domain/format.ts']),
    chunk('assets/load-backend-1.js', ['src/backend/load-backend.ts']),
    chunk(
      'assets/create-firebase-backend-1.js',
      ['src/backend/firebase/create-firebase-backend.ts'],
      {
        imports: ['assets/firestore-lite-1.js'],
      },
    ),
    chunk('assets/firestore-lite-1.js', ['node_modules/@firebase/firestore/dist/lite/index.js']),
    chunk('assets/create-firebase-admin-1.js', [
      'src/backend/firebase/admin/create-firebase-admin.ts',
    ]),
    chunk('assets/load-qr-detector-1.js', ['src/features/admin/scanner/camera/qr-detector.ts'], {
      dynamicImports: ['assets/ponyfill-1.js'],
    }),
    chunk('assets/ponyfill-1.js', ['node_modules/barcode-detector/dist/es/ponyfill.js']),
    asset('assets/zxing_reader-1.wasm'),
    asset('assets/index-1.css'),
    asset('media/hero.webm'),
  ];
  return Object.fromEntries(items.map((item) => [item.fileName, item]));
}

describe('the door’s precache list', () => {
  it('is the entry, the app root, the admin area, both backend halves, the scanner’s on-use chunks, the decoder and what they import', () => {
    expect(doorPrecacheFiles(siteBundle())).toEqual([
      'assets/admin-route-1.js',
      'assets/app-1.js',
      'assets/app-root-1.js',
      'assets/create-firebase-admin-1.js',
      'assets/create-firebase-backend-1.js',
      'assets/decode-image-1.js',
      'assets/firestore-lite-1.js',
      'assets/format-1.js',
      'assets/index-1.css',
      'assets/index-1.js',
      'assets/load-backend-1.js',
      'assets/load-qr-detector-1.js',
      'assets/ponyfill-1.js',
      'assets/qr-camera-1.js',
      'assets/react-1.js',
      'assets/zxing_reader-1.wasm',
    ]);
  });

  it('leaves out public pages, the booking route, on-click extras and media', () => {
    const files = doorPrecacheFiles(siteBundle());
    for (const publicOnly of [
      'assets/faq-page-1.js',
      'assets/faq-data-1.js',
      'assets/booking-route-1.js',
      'assets/html2canvas-1.js',
      'media/hero.webm',
    ]) {
      expect(files).not.toContain(publicOnly);
    }
  });
});
