/** Shows the brand's icon as the page icon; an empty icon keeps the product's own (index.html's). */
export function applyFavicon(icon: string, doc: Document = document): void {
  if (!icon) return;
  let link = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  // The product's icon is an SVG; a brand's may be any image type, so the browser is left to sniff it.
  link.removeAttribute('type');
  link.href = icon;
}
