/**
 * Island loader (DESIGN §6, spec §8–§9). No React here: pages whose islands
 * are never used never download it. Each island loads when visible (a map: when
 * visible once the visitor has used the page), when the
 * browser is idle, or on first interaction (the triggering click is replayed
 * once the island is hydrated; a field changed before that is replayed too, by
 * ./island-edits.ts),
 * with the loading and failure states of spec §8. An island that shows what the
 * address asks for loads at once only when the page's HTML does not show it.
 */
import { ComponentFailed, ComponentLoading } from '../domain/errors.ts';
import { ISLAND_ATTR, ISLANDS_SCRIPT_ID, PAGE_PATH_ATTR } from '../contract/html-ids.ts';
import { islandLoaders } from './islands/index.ts';
import { addressAsksForMore } from './island-address.ts';
import { noteEdits } from './island-edits.ts';
import { whenIdle } from './when-idle.ts';

export const ISLAND_TIMEOUT_MS = 30_000;
const LOADING_TEXT = ComponentLoading.message;
const FAILED_TEXT = ComponentFailed.message;

interface IslandEntry {
  name: string;
  props: unknown;
}

let entries: IslandEntry[] | undefined;
function islandEntries(): IslandEntry[] {
  if (entries === undefined) {
    const script = document.getElementById(ISLANDS_SCRIPT_ID);
    entries = script?.textContent ? (JSON.parse(script.textContent) as IslandEntry[]) : [];
  }
  return entries;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timeout after ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

function showStatus(root: HTMLElement, text: string, failed: boolean): HTMLElement {
  let status = root.nextElementSibling as HTMLElement | null;
  if (!status?.hasAttribute('data-island-status')) {
    status = document.createElement('span');
    status.setAttribute('data-island-status', '');
    root.after(status);
  }
  status.textContent = text;
  status.setAttribute('role', failed ? 'alert' : 'status');
  status.className = failed ? 'island-error' : 'sr-only';
  return status;
}

const started = new WeakMap<HTMLElement, Promise<void>>();
/** Islands loaded on first use: the fields edited before they were hydrated (./island-edits.ts). */
const editsBefore = new WeakMap<HTMLElement, (replay: boolean) => void>();

export function loadIsland(root: HTMLElement): Promise<void> {
  const existing = started.get(root);
  if (existing) return existing;
  const run = (async () => {
    const id = Number(root.dataset.islandId);
    const entry = islandEntries()[id];
    const load = entry ? islandLoaders[entry.name] : undefined;
    root.dataset.islandState = 'loading';
    const status = showStatus(root, LOADING_TEXT, false);
    try {
      if (!entry || !load) throw new Error(`unknown island ${root.dataset.island ?? ''}`);
      const [{ hydrateIsland }, module] = await withTimeout(
        Promise.all([import('./hydrate.tsx'), load()]),
        ISLAND_TIMEOUT_MS,
      );
      await new Promise<void>((resolve) => hydrateIsland(root, module.default, entry.props, resolve));
      root.dataset.islandState = 'ready';
      status.remove();
      editsBefore.get(root)?.(true);
    } catch (error) {
      editsBefore.get(root)?.(false); // the server's HTML keeps what was typed, for its own form to send
      root.dataset.islandState = 'error';
      showStatus(root, FAILED_TEXT, true);
      console.error(FAILED_TEXT, error);
    }
  })();
  started.set(root, run);
  return run;
}

function onInteraction(root: HTMLElement): void {
  editsBefore.set(root, noteEdits(root));
  const warm = () => void loadIsland(root);
  // Pointer-over and focus start the download early; the click itself is held and replayed.
  root.addEventListener('pointerover', warm, { once: true });
  root.addEventListener('focusin', warm, { once: true });
  // A field changed without focus first (autofill, assistive tools) loads it too; the change is replayed.
  root.addEventListener('change', warm, { once: true });
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || target.closest('a[href]')) return; // links work without the island
    root.removeEventListener('click', onClick, { capture: true });
    // A failed island leaves its server HTML working: the click does what the HTML does (a form still submits).
    if (root.dataset.islandState === 'ready' || root.dataset.islandState === 'error') return;
    event.preventDefault();
    event.stopPropagation();
    void loadIsland(root).then(() => {
      // Replayed as an event on the same node: the click often lands on an icon, and SVG elements have no click().
      // Replayed after a failure too, for the server HTML to act on (a submit button posts its form).
      if (target.isConnected) {
        target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window, detail: event.detail }));
      }
    });
  };
  root.addEventListener('click', onClick, { capture: true });
}

function onVisible(root: HTMLElement): void {
  const box = root.firstElementChild ?? root; // the wrapper is display:contents and has no box
  const observer = new IntersectionObserver((records) => {
    if (records.some((r) => r.isIntersecting)) {
      observer.disconnect();
      void loadIsland(root);
    }
  });
  observer.observe(box);
}

/**
 * The first sign that the visitor is using the page: a pointer moved or pressed, a touch, a key,
 * the wheel, a scroll (theirs, or the browser restoring one) or focus moving into the page.
 * Speed tools never give one; every visitor does within a moment of reading.
 */
let firstInput: Promise<void> | undefined;
const INPUT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;
function afterFirstInput(): Promise<void> {
  firstInput ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return firstInput;
}

function onIdle(root: HTMLElement): void {
  whenIdle(() => void loadIsland(root));
}

export function startIslands(doc: Document = document): void {
  for (const root of doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    if (root.dataset.islandState) continue;
    root.dataset.islandState = 'waiting';
    const load = root.dataset.load;
    // The owner's builder preview is not a visitor's first screen: its maps show as they come into view.
    if (load === 'visible' || (load === 'visible-after-input' && doc.documentElement.dataset.mode === 'builder')) onVisible(root);
    else if (load === 'visible-after-input') void afterFirstInput().then(() => onVisible(root));
    else if (load === 'idle') onIdle(root);
    else if (load === 'interaction-or-url' && addressAsksForMore(location.href, doc.documentElement.getAttribute(PAGE_PATH_ATTR))) {
      void loadIsland(root);
    } else onInteraction(root);
  }
}

/**
 * After the page body was replaced in place (the builder preview's re-render):
 * the island props are read again and the new islands are started.
 */
export function restartIslands(doc: Document = document): void {
  entries = undefined;
  startIslands(doc);
}
