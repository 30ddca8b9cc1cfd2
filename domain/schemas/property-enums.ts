/** The closed value lists of a Property (spec §3.1), apart from the schema so the browser can use them without it. */
export const PROPERTY_STATUSES = ['rent', 'sale'] as const;
export const PROPERTY_TYPES = ['residential', 'commercial'] as const;
export const PROPERTY_STAGES = ['launch', 'construction', 'ready', 'delivered'] as const;
export const PROPERTY_SEGMENTS = ['luxury', 'standard', 'affordable'] as const;
