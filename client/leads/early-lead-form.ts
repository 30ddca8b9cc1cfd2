/**
 * A lead form submitted while its island is not hydrated — still loading, or
 * never coming because the visitor went offline before its chunk arrived
 * (issue #15 item 8). The page runtime catches the submit, keeps the lead in
 * the same browser queue the island uses (./lead-queue.ts, same entry shape
 * and idempotency key), and sends it now or when the connection returns: the
 * endpoint stores it exactly once. Without the runtime at all, the form is a
 * plain POST the endpoint answers with a page (server/lead-form-post.ts).
 *
 * Kept small and without zod: every page carries it. The island's full check
 * runs on the server anyway; here only what the visitor can fix is asked.
 */
import { CONTACT_REQUIRED_TEXT, INVALID_EMAIL_TEXT, KEPT_TEXT, SENT_TEXT, contactConsent } from '../../contract/lead-consent.ts';
import { EarlyLeadKeepFailed, LeadResendFailed } from '../../domain/errors.ts';
import { readUtm } from '../analytics/utm.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { browserOrigin, leadPayload, type LeadSource } from './lead-payload.ts';
import { LEAD_QUEUE_KEY, MAX_KEPT_LEADS } from './lead-queue-key.ts';
import { leadQueue, type KeptLead } from './lead-queue.ts';
import type { LeadPayload } from '../../contract/lead-validation.ts';

const EARLY_LEAD_FORM = '[data-island="lead-form"]:not([data-island-state="ready"]) form[data-lead-form]';
export const EARLY_STATUS_ATTR = 'data-early-lead-status';
/** Loose on purpose: the endpoint's schema has the last word; this only catches a typo the visitor can fix. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Appends to the queue's storage as the queue itself would; false when storage is blocked or full. */
function keepInStorage(entry: KeptLead): boolean {
  try {
    const raw = window.localStorage.getItem(LEAD_QUEUE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    const list = [...(Array.isArray(parsed) ? parsed : []), entry].slice(-MAX_KEPT_LEADS);
    window.localStorage.setItem(LEAD_QUEUE_KEY, JSON.stringify(list));
    return true;
  } catch (error) {
    console.warn(EarlyLeadKeepFailed.message, error);
    return false;
  }
}

/**
 * The answer, beside the form's island rather than inside it: text written into the
 * server HTML before hydration would not match what React renders.
 */
function showStatus(form: HTMLFormElement, text: string, problem: boolean): void {
  const anchor = form.closest<HTMLElement>('[data-island]') ?? form;
  let status = anchor.parentElement?.querySelector<HTMLElement>(`[${EARLY_STATUS_ATTR}]`) ?? null;
  if (!status) {
    status = document.createElement('p');
    status.setAttribute(EARLY_STATUS_ATTR, '');
    status.className = 'mt-4 rounded-lg bg-black/5 px-4 py-3 font-medium';
    anchor.after(status);
  }
  // The form did its work without its island: the loader's 'Erro ao carregar componente' no longer applies.
  if (!problem) anchor.parentElement?.querySelector(`[data-island-status]`)?.remove();
  status.setAttribute('role', problem ? 'alert' : 'status');
  status.className = problem ? 'mt-4 text-sm font-medium text-red-700' : 'mt-4 rounded-lg bg-black/5 px-4 py-3 font-medium';
  status.textContent = text;
}

function idOrText(value: string): number | string {
  return /^\d{1,15}$/.test(value) ? Number(value) : value;
}

/** The lead as the island would send it: the visible fields, the page's origin, and the notice agreed to. */
function leadOf(form: HTMLFormElement): LeadPayload {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const origin = { siteId: idOrText(text('site_id')) || null, homeId: idOrText(text('home_id')) || null, source: (text('source') || 'site') as LeadSource };
  return {
    ...leadPayload({ name: text('name'), email: text('email'), phone: text('phone'), message: text('message') }, { ...origin, ...browserOrigin(), utm: readUtm() }),
    ...contactConsent(new Date()),
  };
}

function problemOf(lead: LeadPayload): { text: string; field: string } | undefined {
  if (!lead.email && !lead.phone) return { text: CONTACT_REQUIRED_TEXT, field: 'email' };
  if (typeof lead.email === 'string' && !EMAIL_SHAPE.test(lead.email)) return { text: INVALID_EMAIL_TEXT, field: 'email' };
  return undefined;
}

/** Sends what the queue holds (this lead included) and tells the visitor whether it left. */
function deliver(form: HTMLFormElement, key: string): void {
  if (!navigator.onLine) {
    showStatus(form, KEPT_TEXT, false);
    // The queue sends it when the connection returns; the visitor is told then that it left.
    window.addEventListener('online', () => deliver(form, key), { once: true });
    return;
  }
  const queue = leadQueue();
  queue.resend().then(
    () => showStatus(form, queue.kept().some((entry) => entry.key === key) ? KEPT_TEXT : SENT_TEXT, false),
    (error: unknown) => {
      console.warn(LeadResendFailed.message, error);
      showStatus(form, KEPT_TEXT, false);
    },
  );
}

function onEarlySubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches(EARLY_LEAD_FORM)) return;
  const lead = leadOf(form);
  const problem = problemOf(lead);
  if (problem) {
    event.preventDefault();
    showStatus(form, problem.text, true);
    form.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
    return;
  }
  const entry: KeptLead = { key: newIdempotencyKey(), endpoint: form.getAttribute('action') ?? form.action, lead, keptAt: Date.now() };
  // Storage blocked: the browser posts the form itself, and the endpoint answers with a page.
  if (!keepInStorage(entry)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  form.reset();
  deliver(form, entry.key);
}

export function catchEarlyLeadSubmits(): void {
  document.addEventListener('submit', onEarlySubmit, { capture: true });
}
