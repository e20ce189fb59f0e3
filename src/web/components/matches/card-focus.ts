/**
 * Where the focus goes when a match card leaves its tab (ignored, put in favourites, viewed behind
 * its detail, contacted): the card now in its place, or the last one, or the tab's panel when the
 * list is empty. It fell to <body>, and a keyboard user started again from the top of the page.
 */
export interface CardPlace {
  matchId: number;
  title: string;
  /** The card's position in its list when it was last focused. */
  index: number;
  list: HTMLElement;
  panel: HTMLElement | null;
}

/** The card holding `element`, if it is in a list of match cards (`data-match-id` on each item). */
export function placeOf(element: Element): CardPlace | null {
  const item = element.closest<HTMLElement>("li[data-match-id]");
  const list = item?.parentElement;
  if (!item || !list) return null;
  return {
    matchId: Number(item.dataset.matchId),
    title: item.dataset.matchTitle ?? "",
    index: [...list.children].indexOf(item),
    list,
    panel: list.closest<HTMLElement>('[role="tabpanel"]'),
  };
}

export function focusNear(place: CardPlace) {
  const cards = place.list.isConnected ? [...place.list.children] : [];
  const card = cards[Math.min(place.index, cards.length - 1)];
  const control = card?.querySelector<HTMLElement>("button:not(:disabled), a[href]");
  if (control) control.focus();
  else if (place.panel?.isConnected) place.panel.focus();
}
