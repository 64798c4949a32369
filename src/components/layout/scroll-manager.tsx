import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a #target whose section is still loading. */
const TARGET_WAIT_MS = 5000;

/**
 * On navigation: scroll to the #anchor if there is one, else to the top of the new page.
 * A target in a section whose code is still loading appears a moment later, so wait for it.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView();
      return;
    }
    const observer = new MutationObserver(() => {
      const found = document.getElementById(id);
      if (!found) return;
      stop();
      found.scrollIntoView();
    });
    const timer = setTimeout(() => stop(), TARGET_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash]);
  return null;
}
