/**
 * Every island the runtime can hydrate, each its own chunk. Names match the
 * `name` given to <Island> on the server.
 */
import type { ComponentType } from 'react';

export type IslandModule = { default: ComponentType<never> };

export const islandLoaders: Record<string, () => Promise<IslandModule>> = {
  'mobile-menu': () => import('./mobile-menu.tsx') as Promise<IslandModule>,
  'search-page': () => import('./search-page.tsx') as Promise<IslandModule>,
  'search-box': () => import('./search-box.tsx') as Promise<IslandModule>,
  'lead-form': () => import('./lead-form.tsx') as Promise<IslandModule>,
  'whatsapp-button': () => import('./whatsapp-button.tsx') as Promise<IslandModule>,
  'homes-map': () => import('./homes-map.tsx') as Promise<IslandModule>,
  'gallery-carousel': () => import('./gallery-carousel.tsx') as Promise<IslandModule>,
  'location-map': () => import('./location-map.tsx') as Promise<IslandModule>,
  'video-player': () => import('./video-player.tsx') as Promise<IslandModule>,
  'recently-viewed': () => import('./recently-viewed.tsx') as Promise<IslandModule>,
  'financing-simulator': () => import('./financing-simulator.tsx') as Promise<IslandModule>,
  'favorites-list': () => import('./favorites-list.tsx') as Promise<IslandModule>,
  'saved-search': () => import('./saved-search.tsx') as Promise<IslandModule>,
};
