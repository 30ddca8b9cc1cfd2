/**
 * The in-place re-render of the builder preview: the page rendered by the
 * server for the new config replaces the current one without a reload — the
 * body, the title and description, the theme's <style> (CSS variables), new
 * stylesheets (fonts) and the html's data-template — and its islands start
 * again. Scripts of the new page never run (only JSON scripts are in a body).
 */
import { restartIslands } from '../islands-runtime.ts';

function swapHead(doc: Document, next: Document): void {
  doc.title = next.title;
  for (const name of ['description', 'theme-color']) {
    const now = doc.head.querySelector(`meta[name="${name}"]`);
    const then = next.head.querySelector(`meta[name="${name}"]`);
    if (then) (now ?? doc.head.appendChild(doc.createElement('meta'))).replaceWith(doc.importNode(then, true));
    else now?.remove();
  }
  // The theme: the tenant's CSS variables live in the head's inline <style>.
  const styles = [...doc.head.querySelectorAll('style')];
  const anchor = styles[0] ?? null;
  for (const style of next.head.querySelectorAll('style')) doc.head.insertBefore(doc.importNode(style, true), anchor);
  for (const style of styles) style.remove();
  // New stylesheets (another Google Fonts family); the app's own never change.
  const present = new Set([...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')));
  for (const link of next.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (present.has(link.getAttribute('href'))) continue;
    const added = doc.importNode(link, true);
    added.media = 'all';
    added.removeAttribute('onload');
    doc.head.append(added);
  }
}

export function swapPage(doc: Document, html: string): void {
  const next = new DOMParser().parseFromString(html, 'text/html');
  const root = doc.documentElement;
  for (const attribute of ['data-template', 'data-build-id', 'data-page-kind']) {
    const value = next.documentElement.getAttribute(attribute);
    if (value === null) root.removeAttribute(attribute);
    else root.setAttribute(attribute, value);
  }
  swapHead(doc, next);
  doc.body.replaceChildren(...[...next.body.childNodes].map((node) => doc.importNode(node, true)));
  restartIslands(doc);
}
