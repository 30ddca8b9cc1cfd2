/**
 * A WhatsApp click on a listing is a lead (source 'whatsapp'): it goes
 * through the lead queue, so it is kept even if the visitor leaves at once,
 * and counts as whatsapp_click (spec §7.4). No React here: the click may come
 * before the button's island is hydrated (the island loader never holds link
 * clicks), and then the runtime records it through this module alone.
 */
import { ISLANDS_SCRIPT_ID } from '../../contract/html-ids.ts';
import type { TrackedHome } from '../../contract/home-analytics.ts';
import { homeParams, track } from '../analytics/track.ts';
import { readUtm } from '../analytics/utm.ts';
import { browserOrigin, leadPayload } from './lead-payload.ts';
import { leadQueue } from './lead-queue.ts';
import { WhatsappLeadFailed } from '../../domain/errors.ts';

export interface WhatsappLead {
  endpoint: string;
  siteId: number | null;
  home: TrackedHome;
  /** The text prefilled in WhatsApp, kept as the lead's message. */
  message: string;
}

/** The islands name and marker the runtime looks for. */
export const WHATSAPP_ISLAND = 'whatsapp-button';

/** 'Olá! Tenho interesse no imóvel código 123: https://…' */
export function whatsappMessage(code: number | string, listingUrl: string): string {
  return `Olá! Tenho interesse no imóvel código ${code}: ${listingUrl}`;
}

export function recordWhatsappClick(lead: WhatsappLead): void {
  const payload = leadPayload({ message: lead.message }, { siteId: lead.siteId, homeId: lead.home.id, source: 'whatsapp', ...browserOrigin(), utm: readUtm() });
  // submit() keeps the lead in storage synchronously, before the visitor is gone.
  void leadQueue().submit(lead.endpoint, payload);
  track('whatsapp_click', { context: 'property', ...homeParams(lead.home) });
}

/** The props of the not-yet-hydrated island around `link`, read from the page's island data. */
function islandLead(link: Element): WhatsappLead | undefined {
  const root = link.closest<HTMLElement>(`[data-island="${WHATSAPP_ISLAND}"]`);
  const script = document.getElementById(ISLANDS_SCRIPT_ID);
  if (!root || !script?.textContent) return undefined;
  const entries = JSON.parse(script.textContent) as Array<{ props?: { lead?: WhatsappLead } }>;
  return entries[Number(root.dataset.islandId)]?.props?.lead;
}

/** Records a click the island could not see (it was not hydrated yet). */
export function recordEarlyWhatsappClick(link: Element): void {
  try {
    const lead = islandLead(link);
    if (lead) recordWhatsappClick(lead);
  } catch (error) {
    console.warn(WhatsappLeadFailed.message, error);
  }
}
