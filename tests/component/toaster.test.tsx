import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, resetToasts, toast, useToasts } from '@/components/ui/toast-store';
import { Toaster } from '@/components/ui/toaster';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@/lib/ui-constants';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => resetToasts());
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows a toast’s title and description', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Message Sent!', description: 'Thank you!' }));
    const shown = screen.getByRole('status');
    expect(shown).toHaveTextContent('Message Sent!');
    expect(shown).toHaveTextContent('Thank you!');
  });

  it.each([
    ['default', 'status'],
    ['destructive', 'alert'],
  ] as const)('a %s toast has role %s', (variant, role) => {
    render(<Toaster />);
    act(() => void toast({ title: 'Hello', variant }));
    expect(screen.getByRole(role)).toHaveTextContent('Hello');
  });

  it('shows at most one toast: a new toast replaces the old', () => {
    expect(TOAST_LIMIT).toBe(1);
    render(<Toaster />);
    act(() => void toast({ title: 'First' }));
    act(() => void toast({ title: 'Second', variant: 'destructive' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Second');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('the dismiss button closes the toast at once', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Bye' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Bye')).not.toBeInTheDocument();
  });

  it('closes a toast by itself after its display time', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Brief' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Brief')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Brief')).not.toBeInTheDocument();
  });
});

describe('toast store', () => {
  it('keeps a dismissed toast (closed) until 1,000,000 ms have passed, then removes it', () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    const { result } = renderHook(() => useToasts());
    let id = 0;
    act(() => {
      id = toast({ title: 'Saved' });
    });
    act(() => dismissToast(id));
    expect(result.current).toEqual([expect.objectContaining({ id, open: false })]);

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual([]);
  });

  it('dismissToast() without an id closes every toast', () => {
    const { result } = renderHook(() => useToasts());
    act(() => void toast({ title: 'One' }));
    act(() => dismissToast());
    expect(result.current.every((t) => !t.open)).toBe(true);
    expect(result.current).toHaveLength(1);
  });

  it('resetToasts forgets every toast', () => {
    const { result } = renderHook(() => useToasts());
    act(() => void toast({ title: 'One' }));
    act(() => resetToasts());
    expect(result.current).toEqual([]);
  });
});
