/**
 * The page's live search data (engine + query cache), imported on first need by every
 * island that searches: the engine and TanStack's core stay off the hydration path, and
 * no island imports them statically (a static import beside a dynamic one defeats the
 * split and makes Vite warn INEFFECTIVE_DYNAMIC_IMPORT).
 */
import type { SiteSearchRuntime } from './engine-for-site.ts';
import type { LiveSearchData } from './live-data.ts';

export function loadLiveSearchData(runtime: SiteSearchRuntime): Promise<LiveSearchData> {
  return Promise.all([import('./live-data.ts'), import('./engine-for-site.ts')]).then(([{ createLiveSearchData }, { engineForSite }]) =>
    createLiveSearchData(engineForSite(runtime)),
  );
}
