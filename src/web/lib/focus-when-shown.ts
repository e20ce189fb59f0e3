/**
 * Focuses what `find` returns as soon as React has drawn it: after a mutation, the place the
 * focus should go (a heading, a status line) often comes with the refetched data, some frames
 * later, and the control that had the focus is gone by then. Gives up after about a second.
 */
export function focusWhenShown(find: () => HTMLElement | null | undefined, frames = 60) {
  const element = find();
  if (element?.isConnected) {
    element.focus();
    return;
  }
  if (frames > 0) requestAnimationFrame(() => focusWhenShown(find, frames - 1));
}
