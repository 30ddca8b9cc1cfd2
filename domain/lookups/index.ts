/** Lookups: codes → pt-BR labels and URL slugs (spec §3.2, §2.7). */
export * from './lookup-table.ts';
export * from './states.ts';
export * from './categories.ts';
export * from './features.ts';
export * from './amenities.ts';
export * from './vocabulary.ts';
export * from './labels.ts';
