/**
 * The part of leads every page carries (DESIGN §8: no lead is lost):
 * - leads kept in the browser are sent again on page load and when the
 *   connection returns;
 * - a click on a listing's WhatsApp button before its island is hydrated
 *   (the island loader never holds link clicks) still records the lead;
 * - a lead form submitted before its island is hydrated, or after its island
 *   failed to load, keeps the lead and sends it (./early-lead-form.ts).
 * The queue (./lead-queue.ts, 1.3 KB gzip) is part of the runtime, not a chunk
 * loaded when there is work: a browser that failed to fetch a module while
 * offline may keep that failure for the page's life (Chromium 150 does, for a
 * dynamic import of the same URL), and the kept lead then waited for the next
 * page load instead of leaving when the connection returned.
 */
import { markClickRecorded } from './early-click.ts';
import { whenIdle } from '../when-idle.ts';
import { catchEarlyLeadSubmits } from './early-lead-form.ts';
import { LEAD_QUEUE_KEY } from './lead-queue-key.ts';
import { leadQueue } from './lead-queue.ts';
import { LeadResendFailed, WhatsappLeadFailed } from '../../domain/errors.ts';

const EARLY_WHATSAPP_CLICK = '[data-island="whatsapp-button"]:not([data-island-state="ready"]) a[href]';

function storedLeadsExist(): boolean {
  try {
    return Boolean(window.localStorage.getItem(LEAD_QUEUE_KEY));
  } catch {
    return false; // storage blocked: nothing can be pending there (the queue logs its own failures)
  }
}

function resendPendingLeads(): void {
  if (!storedLeadsExist()) return;
  leadQueue()
    .resend()
    .catch((error: unknown) => console.warn(LeadResendFailed.message, error));
}

function onEarlyWhatsappClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest(EARLY_WHATSAPP_CLICK) : null;
  if (!link) return;
  markClickRecorded(event);
  // The link opens WhatsApp in a new tab, so this page lives on to record the lead.
  import('./whatsapp-lead.ts').then(
    (whatsapp) => whatsapp.recordEarlyWhatsappClick(link),
    (error: unknown) => console.warn(WhatsappLeadFailed.message, error),
  );
}

export function startPageLeads(): void {
  // After load, when the browser is idle: resending never competes with the page itself.
  whenIdle(resendPendingLeads);
  window.addEventListener('online', resendPendingLeads);
  document.addEventListener('click', onEarlyWhatsappClick, { capture: true });
  catchEarlyLeadSubmits();
}
