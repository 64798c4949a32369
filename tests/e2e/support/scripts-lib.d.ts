// Types for the plain-JS helpers in scripts/lib/, which the bench (plain Node) shares with these tests.

declare module '*/scripts/lib/chromium.mjs' {
  import type { BrowserContext } from 'playwright-core';

  /** Storage values to put in place before any page script runs. */
  export interface StorageFlags {
    localStorage?: Record<string, string>;
    sessionStorage?: Record<string, string>;
  }
  export const INTRO_DONE_FLAGS: Required<StorageFlags>;
  export function presetStorage(context: BrowserContext, flags: StorageFlags): Promise<void>;
  export const DEFAULT_CHROMIUM_PATH: string;
  export const CHROMIUM_ARGS: string[];
  export const CHROMIUM_INSTALL_HELP: string;
  export const MOBILE_WIDTH: 390;
  export const DESKTOP_WIDTH: 1280;
  export function viewportOptions(
    width: number,
    browserVersion: string,
  ): {
    viewport: { width: number; height: number };
    isMobile?: boolean;
    hasTouch?: boolean;
    deviceScaleFactor: number;
    userAgent?: string;
  };
  export function findChromium(): string;
  export function checkChromiumLaunches(): Promise<{ executablePath: string; version: string }>;
}

declare module '*/scripts/lib/hosting-emulator.mjs' {
  export interface HostingConfig {
    public?: string;
    cleanUrls?: boolean;
    trailingSlash?: boolean;
    redirects?: { source?: string; regex?: string; destination: string; type?: number }[];
    rewrites?: { source?: string; regex?: string; destination?: string }[];
    headers?: { source?: string; regex?: string; headers: { key: string; value: string }[] }[];
  }
  export const EMULATOR_PROJECT: string;
  export function loadHostingConfig(projectDir?: string): HostingConfig;
  export function freePort(host?: string): Promise<number>;
  export function emulatorConfig(options: {
    hosting: HostingConfig;
    root: string;
    configDir: string;
    ports: { hosting: number; hub: number; logging: number };
  }): { hosting: HostingConfig; emulators: Record<string, unknown> };
  export function waitForServer(url: string, timeoutMs?: number): Promise<void>;
  export interface HostingEmulator {
    url: string;
    /** host:port, as FIREBASE_AUTH_EMULATOR_HOST takes it. */
    host: string;
    port: number;
    log: string[];
    stop: () => Promise<void>;
  }
  export function startHostingEmulator(options: {
    root: string;
    port?: number;
    hosting?: HostingConfig;
    onOutput?: (text: string) => void;
  }): Promise<HostingEmulator>;
  export function startAuthEmulator(): Promise<HostingEmulator>;
}

declare module '*/scripts/lib/initial-assets.mjs' {
  export interface AssetEntry {
    url: string;
    file: string;
    via: string;
    bytes: number;
    gzip: number;
  }
  export interface InitialAssets {
    page: string;
    html: { file: string; bytes: number; gzip: number };
    js: AssetEntry[];
    css: AssetEntry[];
    fonts: AssetEntry[];
    external: { url: string; kind: string; via: string }[];
    totals: {
      jsBytes: number;
      jsGzip: number;
      cssBytes: number;
      cssGzip: number;
      fontBytes: number;
    };
  }
  export interface ForbiddenHit {
    needle: string;
    what: string;
    context: string;
  }
  export const INITIAL_JS_BUDGET_GZIP: number;
  export const PRELOADED_FONTS_BUDGET: number;
  export const FORBIDDEN_IN_INITIAL_JS: { needle: string; what: string }[];
  export function gzipSize(buffer: Uint8Array): number;
  export function formatKB(bytes: number): string;
  export function referencedAssets(
    html: string,
  ): { url: string; kind: 'js' | 'css' | 'font'; via: string }[];
  export function staticImports(code: string): string[];
  export function findForbidden(code: string): ForbiddenHit[];
  export function initialAssets(options: { distDir: string; page?: string }): InitialAssets;
  export function forbiddenInInitialJs(assets: InitialAssets): (ForbiddenHit & { url: string })[];
  export function describeInitialAssets(assets: InitialAssets): string;
}

declare module '*/scripts/lib/built-hosting.mjs' {
  import type { HostingConfig } from '*/scripts/lib/hosting-emulator.mjs';
  export function builtHostingPath(distDir: string): string;
  export function committedHosting(root?: string): HostingConfig;
  export function readBuiltHosting(distDir: string): HostingConfig;
  export function writeBuiltHosting(distDir: string, hosting: HostingConfig): void;
  export function policyOf(hosting: HostingConfig): string;
}

declare module '*/scripts/lib/deploy-check.mjs' {
  export const REQUIRED_KEYS: string[];
  export function documentedKeys(root?: string): Set<string>;
  export function checkDeployEnv(env: Record<string, string>): string[];
  export function bakedEnv(scripts: Map<string, string>): Record<string, string>;
  export function checkDeployBuild(distDir: string, env: Record<string, string>): string[];
}

declare module '*/scripts/lib/deploy-config.mjs' {
  import type { HostingConfig } from '*/scripts/lib/hosting-emulator.mjs';
  export const CHECKED_BUILD_VARIABLE: string;
  export function guardCommand(target: 'hosting' | 'functions'): string;
  export function guardRefusal(
    target: 'hosting' | 'functions',
    env: Record<string, string | undefined>,
  ): string | null;
  export function checkedDeployEnv(distDir: string): Record<string, string>;
  export interface FirebaseConfig {
    hosting: HostingConfig & { predeploy?: string[] };
    functions: { source: string; predeploy?: string[] }[];
    [key: string]: unknown;
  }
  export function deployConfig(
    committed: FirebaseConfig,
    builtHosting: HostingConfig,
    publicDir: string,
  ): FirebaseConfig;
}

declare module '*/scripts/lib/reconcile-report.mjs' {
  export const RECONCILE_MESSAGE: string;
  export function lastReconcileReport(text: string): Record<string, number> | null;
  export function describeReconcileReport(report: Record<string, number>): string;
}

declare module '*/scripts/lib/hosting-csp.mjs' {
  type Directive = 'script-src' | 'connect-src' | 'frame-src';
  export interface DeployTargets {
    contactEndpoint: string | null;
    firebase: {
      projectId: string;
      authDomain: string;
      functionsRegion: string;
      /** App Check's reCAPTCHA Enterprise provider is configured (not in an emulator build). */
      recaptchaEnterprise?: boolean;
    } | null;
    /** An emulator build's local origins (VITE_USE_EMULATORS=on); null otherwise. */
    emulators?: string[] | null;
  }
  export const DEFAULT_FUNCTIONS_REGION: string;
  export const RAZORPAY_SOURCES: Record<Directive, string[]>;
  export const APP_CHECK_SOURCES: Record<Directive, string[]>;
  export const MANAGED_DIRECTIVES: Directive[];
  export function deployTargets(env: Record<string, string | undefined>): DeployTargets;
  export function thirdPartySources(targets: DeployTargets): Record<Directive, string[]>;
  export function directiveSources(policy: string, name: string): string[];
  export function connectSources(policy: string): string[];
  export function allowsEmulators(policy: string): boolean;
  export function withDeployTargets<H extends object>(hosting: H, targets: DeployTargets): H;
}

declare module '*/scripts/lib/fake-camera.mjs' {
  export function writeFakeCameraVideo(
    path: string,
    pictures: Buffer[],
    options?: {
      width?: number;
      height?: number;
      fps?: number;
      secondsEach?: number;
      qrSide?: number;
    },
  ): void;
}

declare module '*/scripts/lib/chunk-graph.mjs' {
  export interface GraphChunk {
    file: string;
    facade: string | null;
    isEntry: boolean;
    imports: string[];
    dynamicImports: string[];
    modules: string[];
  }
  export interface ChunkGraph {
    distDir: string;
    chunks: Map<string, GraphChunk>;
  }
  export const CHUNK_GRAPH_FILE: string;
  export const BOOKING_JS_BUDGET_GZIP: number;
  export const FIREBASE_PLACEHOLDER_ENV: Record<string, string>;
  export const FIREBASE_MODULE: RegExp;
  export const ON_DEMAND: { what: string; test: (id: string) => boolean }[];
  export const APP_CHECK_MODULE: RegExp;
  export function buildFirebaseCheck(outDir: string): { ok: boolean; output: string };
  export function readChunkGraph(distDir: string): ChunkGraph;
  export function chunkHolding(graph: ChunkGraph, module: string): GraphChunk;
  export function entryChunks(graph: ChunkGraph): GraphChunk[];
  export function reachableChunks(
    graph: ChunkGraph,
    roots: GraphChunk[],
    followDynamic?: (from: GraphChunk, to: GraphChunk) => boolean,
  ): GraphChunk[];
  export function everyPageChunks(graph: ChunkGraph): GraphChunk[];
  export function bookingRouteChunks(graph: ChunkGraph): GraphChunk[];
  export function pageStaticChunks(graph: ChunkGraph, pageModule: string | null): GraphChunk[];
  export function sizeOf(
    graph: ChunkGraph,
    chunks: GraphChunk[],
  ): { files: { file: string; facade: string | null; gzip: number }[]; gzip: number };
  export function firebaseModulesIn(chunks: GraphChunk[]): { chunk: string; id: string }[];
}

declare module '*/scripts/lib/media-files.mjs' {
  export const VIDEO_MAX_BITS_PER_SECOND: number;
  export function mp4Duration(buffer: Buffer): number;
  export function webmDuration(buffer: Buffer): number;
  export function videoFiles(
    dir: string,
  ): { name: string; bytes: number; seconds: number; bitsPerSecond: number }[];
}

declare module '*/scripts/lib/test-tools.mjs' {
  export const TOOLS_DIR: string;
  export function ensureTestTools(): string;
  export function resolveTestTool(specifier: string): string;
  export function firebaseCliPath(): string;
  export function importTestTool(specifier: string): Promise<Record<string, unknown>>;
}

declare module '*/scripts/lib/firebase-local.mjs' {
  export interface LocalAccount {
    email: string;
    password: string;
  }
  export interface FirebaseLocal {
    siteUrl: string;
    ports: Record<'auth' | 'firestore' | 'functions' | 'hosting' | 'hub' | 'logging', number>;
    accounts: { organiser: LocalAccount; guest: LocalAccount };
    /** The seeded 100 % code. */
    freeCode: string;
    /** What the seed printed. */
    seeded: string;
    reconcile(): Promise<void>;
    stop(): Promise<void>;
  }
  export const LOCAL_ACCOUNTS: { organiser: string; guest: string };
  export function triggerReconcile(functionsPort: number, project?: string): Promise<void>;
  export function startFirebaseLocal(options?: {
    fixedPorts?: boolean;
    log?: (line: string) => void;
    onOutput?: (text: string) => void;
  }): Promise<FirebaseLocal>;
}

declare module '*/scripts/lib/firestore-emulator.mjs' {
  export function javaMajorVersion(): number;
  export function gcloudFirestoreEmulator(): string | null;
  export function firestoreEmulatorSupport():
    { ok: true; how: string } | { ok: false; reason: string };
}

declare module '*/scripts/lib/razorpay-stub.mjs' {
  export function checkoutSignature(orderId: string, paymentId: string, keySecret: string): string;
  export function startRazorpayStub(keys: { keyId: string; keySecret: string }): Promise<{
    origin: string;
    /** Makes refund calls answer 502 while on. */
    failRefunds: (on: boolean) => void;
    stop: () => Promise<void>;
  }>;
}

declare module '*/scripts/lib/vitest-report.mjs' {
  export function readVitestCounts(
    file: string,
  ): { passed: number; failed: number; skipped: number } | null;
  export function readVitestFailures(file: string): string[];
}

declare module '*/scripts/lib/decode-bench.mjs' {
  import type { Browser, Page } from 'playwright-core';

  export interface DecodeResult {
    text: string | null;
    ms: number;
  }
  export function ticketCorpus(count: number, seed: number): { text: string; svg: string }[];
  export function openBenchPage(): Promise<{ browser: Browser; page: Page }>;
  export function renderFrames(
    page: Page,
    svg: string,
    seed: number,
  ): Promise<{ clean: string; frame: string; preview: string; params: Record<string, number> }>;
  export function decodeAll(
    page: Page,
    dataUrl: string,
    only?: string[] | null,
  ): Promise<Record<string, DecodeResult>>;
}

declare module '*/scripts/lib/rush-bench.mjs' {
  export function countRetries(output: string): {
    transactions: number;
    extraAttempts: number;
    gaveUp: number;
  };
  export function medianFigures<T extends Record<string, number | null>>(
    figures: T[],
  ): Record<keyof T, number | null>;
}

declare module '*/scripts/lib/boot-script-csp.mjs' {
  export function inlineScriptsRefused(
    html: string,
    hosting: { headers?: { source?: string; headers?: { key: string; value: string }[] }[] },
  ): string[];
}

/** One event of a Chrome trace, as the main-thread benches read it. */
interface ChromeTraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: unknown;
}

declare module '*/scripts/lib/main-thread-bench.mjs' {
  export const CPU_SLOWDOWN: number;
  export const BLOCKING_AFTER_MS: number;
  export function blockingFromTrace(
    traceEvents: ChromeTraceEvent[],
    origin: string,
    slowdown?: number,
  ): {
    estimatedTbtMs: number;
    cpuMs: number;
    longTasks: { atMs: number; slowedMs: number }[];
  };
}

declare module '*/scripts/lib/trace-cpu-time.mjs' {
  export function cpuTimeEnd(
    event: { ts: number; dur?: number; tdur?: number },
    correctedEndTs: number | undefined,
  ): number | undefined;
  export function mainThreadTaskTime(traceEvents: ChromeTraceEvent[]): {
    wallMs: number;
    cpuMs: number;
  };
}

declare module '*/scripts/lib/door-bench.mjs' {
  export function firstPassOf<V extends { text: string; at: number }>(
    verdicts: V[],
    video: { tickets: number; secondsEach: number },
  ): V[];
}
