/**
 * A listing page on its way to a render worker (issue #16). A home validated in this build waits
 * in the build's spill file (./home-spill.ts) in V8's serialisation. Its page travels with those
 * bytes instead of the home object, and the worker deserialises them and takes the public copy
 * (the one allow-list, domain/rules/public-property.ts) before anything is rendered: the main
 * thread neither deserialises the home nor clones it into the message, the work a render
 * worker's message read did anyway.
 */
import { deserialize } from 'node:v8';
import type { PageData, PropertyPageData } from '../contract/page-model.ts';
import { toPublicProperty } from '../domain/rules/public-property.ts';
import type { Property } from '../domain/schemas/index.ts';
import type { RenderJob } from './render-protocol.ts';
import { cachedDocsMade, plainDocs, wholeDocs } from './cached-facts.ts';

/** The job as sent: a listing page whose home has bytes goes without its `home`. */
export function toWire(job: RenderJob, recordOf: (page: PropertyPageData) => Uint8Array | undefined): RenderJob {
  const { page } = job;
  // A cached home's search document has fields a clone would not see (./cached-facts.ts): pages holding one go with whole documents.
  if (page.kind !== 'property') return cachedDocsMade() ? { ...job, page: plainDocs(page) } : job;
  const home = recordOf(page);
  // Spelled out rather than spread: reading `home` would read the record (page-data.ts listingPage).
  // Its similar homes are documents: made whole one by one, and only when a build has cached ones (not on every page of a full build).
  const similar = cachedDocsMade() ? wholeDocs(page.similar) : page.similar;
  if (home === undefined) return similar === page.similar ? job : { ...job, page: { kind: page.kind, path: page.path, similar, home: page.home } };
  const bare = { kind: page.kind, path: page.path, similar };
  return { page: bare as PropertyPageData, hash: job.hash, home };
}

/** The page as rendered: the listing page with its public copy, its keys in the order the plan made them (its payload is this object's JSON). */
export function fromWire(job: RenderJob): PageData {
  if (job.home === undefined || job.page.kind !== 'property') return job.page;
  const { kind, path, similar } = job.page;
  return { kind, path, similar, home: toPublicProperty(deserialize(job.home) as Property) };
}
