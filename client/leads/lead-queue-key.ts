/** Where the lead queue keeps unsent leads (product-prefixed); its own module so the page runtime need not load the queue to look. */
export const LEAD_QUEUE_KEY = 'vitrine:leads:pending';
/** A runaway page cannot fill the visitor's storage: past this, the oldest kept lead is dropped (and logged). */
export const MAX_KEPT_LEADS = 50;
