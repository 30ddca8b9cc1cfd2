/**
 * Before the suite, as `vitrine build` and bin/vitrine.mjs would: the app bundle (the render
 * workers load it) and the compiled CLI (the tests spawn bin/vitrine.mjs, many at once).
 */
import { appBundleIsStale, buildAppBundle } from '../builds/app-bundle.ts';
import { buildCli, currentCli } from '../bin/cli-bundle.mjs';

export default async function setup(): Promise<void> {
  if (appBundleIsStale()) await buildAppBundle();
  if (!currentCli()) await buildCli();
}
