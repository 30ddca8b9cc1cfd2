/** The fixed values of a FilterState, apart from its schema so the browser can use them without zod. */
export const DEFAULT_PER_PAGE = 30;

/** total_cost_*: by a rental's rent + condomínio + IPTU a month (sales have none: last). */
export const SORT_ORDERS = ['price_asc', 'price_desc', 'area_asc', 'area_desc', 'total_cost_asc', 'total_cost_desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
