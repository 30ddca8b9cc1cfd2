/** Pure rules: slugs, listing URLs and titles, images, geometry, colours, formats, geo limits. */
export * from './slug.ts';
export * from './listing.ts';
export * from './image-url.ts';
export * from './hex-geometry.ts';
export * from './colors.ts';
export * from './format.ts';
export * from './geo.ts';
export * from './site-name.ts';
export * from './public-property.ts';
export * from './page-href.ts';
