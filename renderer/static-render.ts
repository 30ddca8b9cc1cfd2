/**
 * The static renderer (#16): writes a page body straight from the React elements its
 * components return, as react-dom/server 19 writes it (attributes, escaping, `<!-- -->`
 * between adjacent texts, image preload hints), without Fizz's per-node work. The
 * components are the same; only who walks them differs. Islands are walked too, with the
 * server hooks of static-hooks.ts, so their HTML is what hydration expects; whatever the
 * walker does not know (head tags, custom elements, class components, form actions, an id
 * from useId() in an island's HTML, a Suspense boundary whose content suspends) is handed to
 * React's renderToString — a whole island when it is inside one. static-writer.ts holds the
 * output; static-elements.ts the host elements React writes its own way.
 */
import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Island, IslandProvider, islandWrapperProps, type IslandCollector, type IslandLoad } from '../ui/island.tsx';
import { attribute, escapeText } from './html-attributes.ts';
import { idsIssued, NeedsReact, withStaticHooks } from './static-hooks.ts';
import type { FragmentCache, KeyedComponent } from './fragment-cache.ts';
import { ROOT, Writer, type Scope, type StaticHtml } from './static-writer.ts';
import { childScope, LATE, optionText, REACT_ONLY, textarea, VOID } from './static-elements.ts';

export type { StaticHtml } from './static-writer.ts';

const ELEMENT = Symbol.for('react.transitional.element');
const CONTEXT = Symbol.for('react.context');
const CONSUMER = Symbol.for('react.consumer');
const MEMO = Symbol.for('react.memo');
const FORWARD_REF = Symbol.for('react.forward_ref');
const SUSPENSE = Symbol.for('react.suspense');
const PASS_THROUGH = new Set([Symbol.for('react.strict_mode'), Symbol.for('react.profiler')]);
export function renderStaticParts(node: ReactNode, islands: IslandCollector, fragments?: FragmentCache): StaticHtml {
  const writer = new Writer(islands, fragments);
  withStaticHooks(() => child(writer, node, ROOT));
  return writer.result();
}

/** `renderStaticParts` as one string (tests, and callers that need the whole markup). */
export function renderStatic(node: ReactNode, islands: IslandCollector, fragments?: FragmentCache): { hints: string; markup: string } {
  const { hints, parts } = renderStaticParts(node, islands, fragments);
  return { hints, markup: parts.join('') };
}

function child(w: Writer, node: ReactNode, scope: Scope): void {
  if (node == null || typeof node === 'boolean') return;
  if (typeof node === 'string') return w.text(node);
  if (typeof node === 'number' || typeof node === 'bigint') return w.text(String(node));
  if (Array.isArray(node)) {
    for (const item of node) child(w, item as ReactNode, scope);
    return;
  }
  if (typeof node === 'object' && (node as { $$typeof?: symbol }).$$typeof === ELEMENT) return element(w, node as ReactElement, scope);
  if (typeof node === 'object' && Symbol.iterator in node) {
    for (const item of node as Iterable<ReactNode>) child(w, item, scope);
    return;
  }
  // Promises, portals, lazy nodes: React's to render (or to reject).
  w.react(createElement(Fragment, null, node));
}

function element(w: Writer, el: ReactElement, scope: Scope): void {
  const type = el.type as unknown;
  const props = el.props as Record<string, unknown>;
  if (typeof type === 'string') return host(w, type, props, el, scope);
  if (type === Fragment) return child(w, props.children as ReactNode, scope);
  if (type === Island) return island(w, props);
  if (typeof type === 'function') {
    const proto = type.prototype as { isReactComponent?: unknown } | undefined;
    if (proto?.isReactComponent) return w.react(el); // class components (error boundaries): React's
    const keyOf = w.fragments && (type as Partial<KeyedComponent<never>>).fragmentKey;
    if (keyOf) return keyedComponent(w, el, keyOf(props as never), scope);
    return component(w, el, () => (type as (p: unknown) => ReactNode)(props), scope);
  }
  const kind = typeof type === 'object' && type !== null ? (type as { $$typeof?: symbol }).$$typeof : (type as symbol);
  if (kind === CONTEXT) {
    // As Fizz does: the provided value sits in the context while its subtree renders.
    const context = type as { _currentValue: unknown };
    const previous = context._currentValue;
    context._currentValue = props.value;
    try {
      return child(w, props.children as ReactNode, scope);
    } finally {
      context._currentValue = previous;
    }
  }
  if (kind === CONSUMER) {
    const context = (type as { _context: { _currentValue: unknown } })._context;
    return child(w, (props.children as (value: unknown) => ReactNode)(context._currentValue), scope);
  }
  if (kind === MEMO) return element(w, { ...el, type: (type as { type: unknown }).type } as ReactElement, scope);
  if (kind === FORWARD_REF) return component(w, el, () => (type as { render: (p: unknown, r: unknown) => ReactNode }).render(props, props.ref ?? null), scope);
  if (PASS_THROUGH.has(kind as symbol)) return child(w, props.children as ReactNode, scope);
  if (kind === SUSPENSE) return suspense(w, el, props, scope);
  w.react(el); // Suspense, lazy, activity…
}

function component(w: Writer, el: ReactElement, render: () => ReactNode, scope: Scope): void {
  let rendered: ReactNode;
  try {
    rendered = render();
  } catch (error) {
    // A component that needs React (useId, a thrown promise) is rendered by React; in an island, the whole island is.
    if (w.strict) throw error;
    return w.react(el);
  }
  child(w, rendered, scope);
}

/**
 * A Suspense boundary whose content renders at once is its content between React's markers
 * (the client hydrates such a boundary in a task of its own). Anything in it that needs React
 * hands the whole boundary to React (inside an island: the island), which writes a fallback
 * where the content suspends.
 */
function suspense(w: Writer, el: ReactElement, props: Record<string, unknown>, scope: Scope): void {
  const restore = w.snapshot();
  const strict = w.strict;
  w.strict = true;
  try {
    w.out += '<!--$-->';
    w.lastText = false;
    child(w, props.children as ReactNode, scope);
    w.out += '<!--/$-->';
    w.lastText = false;
  } catch (error) {
    if (strict) throw error;
    restore();
    w.strict = false;
    w.react(el);
  } finally {
    w.strict = strict;
  }
}

/** A component whose HTML is reused by key: a hit writes it as it was; a miss renders and keeps it when it stands alone. */
function keyedComponent(w: Writer, el: ReactElement, key: string | null, scope: Scope): void {
  const cache = w.fragments!;
  const render = () => (el.type as (p: unknown) => ReactNode)(el.props);
  if (key === null) return component(w, el, render, scope);
  const hit = cache.get(key);
  if (hit !== undefined) {
    w.out += hit;
    w.lastText = false;
    w.flush();
    return;
  }
  // Written apart from the page so far: taking it back out of the page's string would copy the whole page.
  const before = w.mark();
  const page = w.out;
  w.out = '';
  w.holds++; // the fragment is whole in `out` when it ends
  const ids = idsIssued();
  let done = false;
  try {
    component(w, el, render, scope);
    done = true;
  } finally {
    w.holds--;
    const html = w.out;
    w.out = page + html;
    // An id from useId() is the island's concern (it may make React render it): such HTML is not replayed.
    if (done && idsIssued() === ids && w.standsAlone(before, html)) cache.set(key, html);
  }
}

function island(w: Writer, props: Record<string, unknown>): void {
  const { name, load, component: Component, props: islandProps } = props as { name: string; load: IslandLoad; component: (p: never) => ReactNode; props: object };
  const id = w.islands.add({ name, props: islandProps }, load);
  let open = '<div';
  for (const [key, value] of Object.entries(islandWrapperProps(name, id, load))) open += attribute(key, value);
  w.out += `${open}>`;
  w.lastText = false;
  // The island's HTML must be what React writes for it, since the client hydrates it: the same
  // writer, at the island's place in the page (so its image hints keep React's order); anything
  // the writer does not know makes React render the island instead.
  const restore = w.snapshot();
  const strict = w.strict;
  w.strict = true;
  const watching = w.watchIds(idsIssued());
  try {
    child(w, createElement(Component as never, islandProps as never), ROOT);
    // Noted as the strings were written: scanning the island's HTML for the marker afterwards
    // took longer than walking it (a search page's map toggle asks for an id it writes only when open).
    if (w.idWritten) throw new NeedsReact('an id from useId() in the HTML');
  } catch {
    // NeedsReact, or anything the walker trips on (a hook it does not know): React renders the
    // island on its own, and a real error in the island's code is then React's to throw.
    restore();
    w.strict = false;
    w.markupOf(renderToString(createElement(Component as never, islandProps as never)));
  } finally {
    w.strict = strict;
    w.restoreWatch(watching);
  }
  w.out += '</div>';
  w.lastText = false;
}

function host(w: Writer, tag: string, props: Record<string, unknown>, el: ReactElement, scope: Scope): void {
  if (REACT_ONLY.has(tag) || tag.includes('-') || (tag === 'script' && typeof props.src === 'string' && props.src && props.async)) {
    return w.react(el);
  }
  if (tag === 'img') w.image(props, scope);
  let open = `<${tag}`;
  let children: unknown = null;
  let inner: unknown = null;
  // input, button and form: React writes these after the other attributes, in this order.
  const late: Record<string, unknown> = {};
  const control = LATE[tag];
  for (const key in props) {
    const prop = props[key];
    if (prop == null) continue;
    if (key === 'children') children = prop;
    else if (key === 'dangerouslySetInnerHTML') inner = prop;
    else if (control?.includes(key)) {
      if (typeof prop === 'function') return w.react(el); // a form action function: React's job
      late[key] = prop;
    } else if (tag === 'select' && (key === 'value' || key === 'defaultValue')) continue;
    else if (tag === 'option' && key === 'selected') late.selected = prop;
    else if (tag === 'a' && key === 'href' && prop === '') open += ' href=""';
    else open += attribute(key, prop);
  }
  if (control) for (const key of control) if (key in late && !/^(value|defaultValue|checked|defaultChecked)$/.test(key)) open += attribute(key, late[key]);
  if (tag === 'input') {
    const checked = late.checked ?? late.defaultChecked;
    if (checked && typeof checked !== 'function' && typeof checked !== 'symbol') open += ' checked=""';
    const value = late.value ?? late.defaultValue;
    if (value != null) open += attribute('value', value);
  }
  w.watch(open);
  if (tag === 'textarea') return textarea(w, open, late.value ?? late.defaultValue, children);
  if (tag === 'option') {
    const selected = scope.selected;
    if (selected != null) {
      const own = props.value != null ? String(props.value) : optionText(children);
      if (Array.isArray(selected) ? selected.some((v) => String(v) === own) : String(selected) === own) open += ' selected=""';
    } else if (late.selected) open += ' selected=""';
  }
  w.lastText = false;
  if (VOID.has(tag)) {
    w.out += `${open}/>`;
    return;
  }
  w.out += `${open}>`;
  if (inner != null) {
    const html = (inner as { __html?: unknown }).__html;
    if (html != null) w.out += w.watch(String(html));
  }
  if (tag === 'script') {
    if (typeof children === 'string') w.out += w.watch(children).replace(/(<\/|<)(s)(cript)/gi, (_m, p: string, s: string, r: string) => `${p}${s === 's' ? '\\u0073' : '\\u0053'}${r}`);
    w.out += '</script>';
    w.lastText = false;
    return;
  }
  if ((tag === 'pre' || tag === 'listing') && typeof children === 'string' && children.startsWith('\n')) w.out += '\n';
  if (typeof children === 'string') w.out += escapeText(w.watch(children));
  else if (children != null) child(w, children as ReactNode, childScope(tag, props, scope));
  w.out += `</${tag}>`;
  w.lastText = false;
  w.flush();
}
