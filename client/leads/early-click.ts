/**
 * A WhatsApp click the runtime recorded while the button's island was still
 * hydrating (../leads/page-leads.ts): the island, hydrated by the time the
 * same event reaches it, must not record it again. The mark is on the event,
 * not the link, because an attribute added before hydration upsets React.
 */
const recordedClicks = new WeakSet<Event>();

export function markClickRecorded(event: Event): void {
  recordedClicks.add(event);
}

export function clickWasRecorded(event: Event): boolean {
  return recordedClicks.has(event);
}
