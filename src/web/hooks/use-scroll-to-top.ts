import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A new page starts at its top. BrowserRouter keeps the window where the previous page left it: a
 * link tapped at the bottom of /marketplace opened /security at its bottom, beside « Demander la
 * suppression », and /dashboard opened under the header after the registration form. Back and
 * forward (POP) keep the browser's own restoration; a change of query only (tabs, filters, pages)
 * or a link to an anchor does not move the page.
 */
export function useScrollToTop(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === "POP" || hash) return;
    window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
