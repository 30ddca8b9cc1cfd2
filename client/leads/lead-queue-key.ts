/** Where the lead queue keeps unsent leads (product-prefixed); its own module so the page runtime need not load the queue to look. */
export const LEAD_QUEUE_KEY = 'vitrine:leads:pending';
