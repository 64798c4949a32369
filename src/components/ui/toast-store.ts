import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@/lib/ui-constants';

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

/**
 * One list of toasts for the whole app (docs/product-spec.md §4): at most TOAST_LIMIT visible, a
 * new one replaces the oldest; a dismissed toast closes at once and leaves the list after
 * TOAST_REMOVE_DELAY_MS.
 */
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: number) {
  if (timers.has(id)) return;
  timers.set(
    id,
    setTimeout(() => {
      timers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: number) {
  emit(
    toasts.map((t) => {
      if (id !== undefined && t.id !== id) return t;
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }),
  );
}

export function toast(input: {
  title: string;
  description?: string;
  variant?: ToastVariant;
}): number {
  const id = nextId++;
  const next: Toast = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    open: true,
  };
  emit([next, ...toasts].slice(0, TOAST_LIMIT));
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

/** For tests: forget every toast and timer. */
export function resetToasts() {
  timers.forEach(clearTimeout);
  timers.clear();
  emit([]);
}
