/** Entry of the server bundle: what the build workers and the preview server load. */
export { renderDocument, type RenderedDocument } from './document.tsx';
export type { PageData, SiteContext } from '../contract/page-model.ts';
