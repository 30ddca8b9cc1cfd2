/**
 * Builder mode in the page (spec §6, §7.2, DESIGN §7), loaded by the runtime
 * only when the URL has both mode=builder and site_url. Listens for the
 * builder's messages from the allowed origins alone (the list arrives in the
 * page, written by the preview server), and keeps external links unclickable.
 */
import { isAllowedOrigin } from '../../contract/builder-origins.ts';
import { BUILDER_SCRIPT_ID } from '../../contract/html-ids.ts';
import { builderNavigationUrl, parseBuilderMessage, type ConfigProblem, type SiteConfigChecked } from './messages.ts';
import { swapPage } from './page-swap.ts';
import { BuilderConfigFailed, BuilderConfigRefused, BuilderMessageIgnored, BuilderNavigationOutside, BuilderSectionMissing, BuilderUnconfigured, messageOf } from '../../domain/errors.ts';

interface BuilderSettings {
  siteUrl: string;
  allowedOrigins: string[];
  renderEndpoint: string;
  /** This page's builder-session secret; the tab keeps the first one it got (edits belong to the session). */
  session: string;
}

const SESSION_KEY = 'vitrine:preview-session';

function readSettings(doc: Document): BuilderSettings | undefined {
  try {
    const value = JSON.parse(doc.getElementById(BUILDER_SCRIPT_ID)?.textContent ?? '') as Partial<BuilderSettings>;
    if (typeof value.siteUrl !== 'string' || !Array.isArray(value.allowedOrigins) || typeof value.renderEndpoint !== 'string' || typeof value.session !== 'string') return undefined;
    return { siteUrl: value.siteUrl, allowedOrigins: value.allowedOrigins.filter((o) => typeof o === 'string'), renderEndpoint: value.renderEndpoint, session: value.session };
  } catch {
    return undefined;
  }
}

/** The fixed header's height: the section lands just below it. */
function headerHeight(doc: Document): number {
  const header = doc.querySelector('header[data-header-layout]') ?? doc.querySelector('header');
  return header ? header.getBoundingClientRect().height : 0;
}

function scrollToSection(win: Window, sectionId: string): void {
  const section = win.document.querySelector(`[data-section-id="${CSS.escape(sectionId)}"]`);
  if (!section) return void console.warn(BuilderSectionMissing.message, sectionId);
  const top = section.getBoundingClientRect().top + win.scrollY - headerHeight(win.document);
  win.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
}

/** External links the islands render on the client: the server disabled the others already. */
function blockExternalClicks(win: Window): void {
  win.document.addEventListener(
    'click',
    (event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor) return;
      const href = anchor.getAttribute('href');
      const leaves = anchor.hasAttribute('data-external-href') || (href !== null && /^https?:/i.test(anchor.href) && new URL(anchor.href).origin !== win.location.origin);
      if (leaves) event.preventDefault();
    },
    true,
  );
}

const NAME_PREFIX = 'vitrine-preview-session:';

/**
 * Where the frame keeps its session secret across its own navigations: its sessionStorage, or —
 * where a cross-site frame gets no storage (third-party storage blocked) — its window.name, which
 * lives as long as the frame and is only ever read by this origin's pages (builder navigation and
 * links never leave the site). A name the builder gave the frame itself is left alone.
 */
const keptSecret = {
  get(win: Window): string | undefined {
    try {
      const kept = win.sessionStorage.getItem(SESSION_KEY);
      if (kept) return kept;
    } catch {
      // third-party storage blocked: the name below
    }
    return win.name.startsWith(NAME_PREFIX) ? win.name.slice(NAME_PREFIX.length) : undefined;
  },
  set(win: Window, secret: string): void {
    try {
      win.sessionStorage.setItem(SESSION_KEY, secret);
      return;
    } catch {
      // third-party storage blocked
    }
    if (win.name === '' || win.name.startsWith(NAME_PREFIX)) win.name = `${NAME_PREFIX}${secret}`;
  },
};

/**
 * The frame's builder session: the secret kept from an earlier page of this frame (its edits live on
 * the server under it) or, on the first page, this page's own. `continued` tells whether there may be edits.
 */
function builderSession(win: Window, pageSecret: string): { secret: string; continued: boolean } {
  const kept = keptSecret.get(win);
  if (kept) return { secret: kept, continued: true };
  keptSecret.set(win, pageSecret);
  return { secret: pageSecret, continued: false };
}

/** The preview's answer goes back to the window that sent the config, on its origin alone (an allowed one). */
function replyTo(event: MessageEvent, checked: SiteConfigChecked): void {
  const source = event.source as Window | null;
  if (source && typeof source.postMessage === 'function') source.postMessage(checked, { targetOrigin: event.origin });
}

/** The problems of the preview server's answer (its `errors` or `warnings`), or one naming what came instead. */
function problemsIn(value: unknown, fallback?: string): ConfigProblem[] {
  const problems = Array.isArray(value)
    ? value.filter((p): p is ConfigProblem => typeof p === 'object' && p !== null && typeof (p as ConfigProblem).path === 'string' && typeof (p as ConfigProblem).message === 'string')
    : [];
  return problems.length === 0 && fallback ? [{ path: '', message: fallback }] : problems;
}

export function startBuilder(win: Window = window): void {
  const doc = win.document;
  const settings = readSettings(doc);
  if (!settings) return void console.warn(BuilderUnconfigured.message);
  const session = builderSession(win, settings.session);
  let renders = 0;

  /** Renders this page with `config` (undefined: with the session's edits, when it has any); what the builder is told of it. */
  async function applyConfig(config: unknown): Promise<SiteConfigChecked | undefined> {
    const ticket = ++renders;
    const response = await fetch(settings!.renderEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-vitrine-session': session.secret },
      body: JSON.stringify({ site_url: settings!.siteUrl, path: win.location.pathname + win.location.search, ...(config === undefined ? {} : { config }) }),
    });
    if (response.status === 204) return undefined; // the session has no edits of this site: the page is the saved config
    const answer = (await response.json().catch(() => null)) as { html?: unknown; errors?: unknown; warnings?: unknown } | null;
    if (!response.ok || typeof answer?.html !== 'string') {
      console.warn(BuilderConfigRefused.message, answer?.errors ?? response.status);
      return { type: 'site-config-checked', ok: false, errors: problemsIn(answer?.errors, `HTTP ${response.status}`), warnings: [] };
    }
    if (ticket !== renders) return undefined; // a newer config is on its way: its answer is the one that counts
    swapPage(doc, answer.html);
    return { type: 'site-config-checked', ok: true, errors: [], warnings: problemsIn(answer.warnings) };
  }

  win.addEventListener('message', (event: MessageEvent) => {
    if (!isAllowedOrigin(event.origin, settings.allowedOrigins)) return;
    const parsed = parseBuilderMessage(event.data);
    if (parsed.kind === 'ignored') return;
    if (parsed.kind === 'invalid') {
      console.warn(messageOf(BuilderMessageIgnored, parsed.type), parsed.problems.join('; '));
      if (parsed.type === 'set-site-config') replyTo(event, { type: 'site-config-checked', ok: false, errors: parsed.issues, warnings: [] });
      return;
    }
    const { message } = parsed;
    switch (message.type) {
      case 'set-site-config':
        applyConfig(message.data).then(
          (checked) => checked && replyTo(event, checked),
          (error: unknown) => console.warn(BuilderConfigFailed.message, error),
        );
        break;
      case 'navigate-to': {
        const target = builderNavigationUrl(message.url, win.location.href, settings.siteUrl);
        if (target) win.location.assign(target);
        else console.warn(BuilderNavigationOutside.message, message.url);
        break;
      }
      case 'scroll-to-section':
        scrollToSection(win, message.sectionId);
        break;
    }
  });
  blockExternalClicks(win);
  // A later page of the session: show the session's unsaved edits (the server renders the saved config for a plain GET).
  const restored = session.continued ? applyConfig(undefined).catch((error: unknown) => console.warn(BuilderConfigFailed.message, error)) : Promise.resolve();
  void restored.then(() => (doc.documentElement.dataset.builderReady = 'true'));
}
