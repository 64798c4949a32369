import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  DESKTOP_LOADER_CLASS,
  DESKTOP_LOADER_FLAG,
  MOBILE_INTRO_CLASS,
  MOBILE_INTRO_FLAG,
} from '@/features/marketing/intro/first-visit-flags';
import { FirstVisitOverlays } from '@/features/marketing/intro/first-visit-overlays';
import { INTRO_FADE_MS } from '@/lib/ui-constants';
import { site } from '@/config/site';

const html = document.documentElement;

// The boot script in index.html adds one of the classes on a first visit; the test plays its part.
function firstVisit(kind: typeof MOBILE_INTRO_CLASS | typeof DESKTOP_LOADER_CLASS) {
  html.classList.add(kind);
}

const introVideo = () => screen.getByLabelText(`${site.name} intro`);

let play: MockInstance<HTMLMediaElement['play']>;

beforeEach(() => {
  vi.useFakeTimers();
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
});
afterEach(() => {
  html.classList.remove(MOBILE_INTRO_CLASS, DESKTOP_LOADER_CLASS);
  vi.useRealTimers();
});

describe('desktop loader', () => {
  it('reads "Loading Sangeet Vibes..."', () => {
    render(<FirstVisitOverlays />);
    expect(screen.getByText(`Loading ${site.name}...`)).toBeInTheDocument();
  });

  it('is marked done as soon as the app is up', () => {
    firstVisit(DESKTOP_LOADER_CLASS);
    render(<FirstVisitOverlays />);
    expect(html).not.toHaveClass(DESKTOP_LOADER_CLASS);
    expect(sessionStorage.getItem(DESKTOP_LOADER_FLAG)).toBe('true');
    expect(localStorage.getItem(MOBILE_INTRO_FLAG)).toBeNull();
  });
});

describe('mobile intro', () => {
  it('plays the intro video', async () => {
    firstVisit(MOBILE_INTRO_CLASS);
    render(<FirstVisitOverlays />);
    await act(async () => undefined);
    expect(play).toHaveBeenCalledTimes(1);
    expect(html).toHaveClass(MOBILE_INTRO_CLASS);
    expect(localStorage.getItem(MOBILE_INTRO_FLAG)).toBeNull();
  });

  it('when the video ends: remembers it at once, and fades out after 600 ms', async () => {
    firstVisit(MOBILE_INTRO_CLASS);
    render(<FirstVisitOverlays />);
    await act(async () => undefined);

    fireEvent(introVideo(), new Event('ended'));
    expect(localStorage.getItem(MOBILE_INTRO_FLAG)).toBe('true');

    act(() => vi.advanceTimersByTime(INTRO_FADE_MS - 1));
    expect(html).toHaveClass(MOBILE_INTRO_CLASS);
    act(() => vi.advanceTimersByTime(1));
    expect(html).not.toHaveClass(MOBILE_INTRO_CLASS);
    expect(INTRO_FADE_MS).toBe(600);
  });

  it('"Skip intro" ends it the same way', async () => {
    firstVisit(MOBILE_INTRO_CLASS);
    render(<FirstVisitOverlays />);
    await act(async () => undefined);

    fireEvent.click(screen.getByRole('button', { name: 'Skip intro' }));
    expect(localStorage.getItem(MOBILE_INTRO_FLAG)).toBe('true');
    act(() => vi.advanceTimersByTime(INTRO_FADE_MS));
    expect(html).not.toHaveClass(MOBILE_INTRO_CLASS);
  });

  it('gets out of the way when the browser refuses to play it', async () => {
    play.mockRejectedValue(new DOMException('refused', 'NotAllowedError'));
    firstVisit(MOBILE_INTRO_CLASS);
    render(<FirstVisitOverlays />);
    await act(async () => undefined);
    act(() => vi.advanceTimersByTime(INTRO_FADE_MS));
    expect(html).not.toHaveClass(MOBILE_INTRO_CLASS);
  });

  it('shows its poster first and starts the clip only after the page has loaded', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    firstVisit(MOBILE_INTRO_CLASS);
    render(<FirstVisitOverlays />);
    await act(async () => undefined);
    expect(play).not.toHaveBeenCalled();
    expect(introVideo()).not.toHaveAttribute('src');

    readyState.mockReturnValue('complete');
    act(() => window.dispatchEvent(new Event('load')));
    expect(play).toHaveBeenCalledTimes(1);
    // jsdom plays neither format, so it gets the MP4 (WebM where the browser plays it).
    expect(introVideo()).toHaveAttribute('src', '/media/intro.mp4');
  });

  it('after "Skip intro" it stops at once, and drops its source (and download) once hidden', async () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    firstVisit(MOBILE_INTRO_CLASS);
    render(<FirstVisitOverlays />);
    await act(async () => undefined);
    expect(introVideo()).toHaveAttribute('src');

    fireEvent.click(screen.getByRole('button', { name: 'Skip intro' }));
    expect(pause).toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(INTRO_FADE_MS));
    expect(html).not.toHaveClass(MOBILE_INTRO_CLASS);
    expect(introVideo()).not.toHaveAttribute('src');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops when the boot script hides it (its fallback timer), without being skipped', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    firstVisit(MOBILE_INTRO_CLASS);
    render(<FirstVisitOverlays />);
    await act(async () => undefined);
    await act(async () => html.classList.remove(MOBILE_INTRO_CLASS));
    expect(introVideo()).not.toHaveAttribute('src');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves the desktop loader flag alone', async () => {
    firstVisit(MOBILE_INTRO_CLASS);
    render(<FirstVisitOverlays />);
    await act(async () => undefined);
    expect(sessionStorage.getItem(DESKTOP_LOADER_FLAG)).toBeNull();
  });
});

describe('a returning visit (neither class set)', () => {
  it('plays nothing and writes nothing, even if the video fires "ended"', async () => {
    render(<FirstVisitOverlays />);
    await act(async () => undefined);
    fireEvent(introVideo(), new Event('ended'));
    act(() => vi.advanceTimersByTime(INTRO_FADE_MS));

    expect(play).not.toHaveBeenCalled();
    expect(introVideo()).not.toHaveAttribute('src');
    expect(localStorage.getItem(MOBILE_INTRO_FLAG)).toBeNull();
    expect(sessionStorage.getItem(DESKTOP_LOADER_FLAG)).toBeNull();
  });
});
