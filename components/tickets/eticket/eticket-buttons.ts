// Which e-ticket buttons a viewer gets (spec 000 section 2): "Email is hidden in print mode and
// single-passenger view. Markup, discount, price toggle and email appear only for logged-in users
// and not in print or single-passenger mode." Print opens the print view, so the print view itself
// (where every button is hidden) has none. The permission flags hide what the server would refuse.

export type ETicketViewerFlags = { isLoggedIn: boolean; canMarkup: boolean; canDiscount: boolean; canEmail: boolean };
export type ETicketMode = { isPrint: boolean; isSinglePax: boolean };
export type ETicketButtons = { markup: boolean; discount: boolean; priceToggle: boolean; print: boolean; email: boolean };

export function getETicketButtons(viewer: ETicketViewerFlags, mode: ETicketMode): ETicketButtons {
  const isFullTicketForUser = viewer.isLoggedIn && !mode.isPrint && !mode.isSinglePax;
  return {
    markup: isFullTicketForUser && viewer.canMarkup,
    discount: isFullTicketForUser && viewer.canDiscount,
    priceToggle: isFullTicketForUser,
    print: !mode.isPrint,
    email: isFullTicketForUser && viewer.canEmail,
  };
}

/** The e-ticket's URL with the print view's query: same query plus print=1 (hp kept as the viewer chose). */
export function toPrintUrl(pathname: string, query: { pax: number | null; isPriceHidden: boolean }): string {
  const params = new URLSearchParams();
  if (query.pax !== null) params.set("pax", String(query.pax));
  if (query.isPriceHidden) params.set("hp", "1");
  params.set("print", "1");
  return `${pathname}?${params.toString()}`;
}
