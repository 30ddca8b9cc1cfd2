/** Builds the app bundle once before the suite, as `vitrine build` would (the render workers load it). */
import { appBundleIsStale, buildAppBundle } from '../builds/app-bundle.ts';

export default async function setup(): Promise<void> {
  if (appBundleIsStale()) await buildAppBundle();
}
