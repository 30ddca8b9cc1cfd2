/** The builds manifest the client polls (spec §2.2, DESIGN §4). */
import type { Rejection } from '../domain/validate.ts';
import type { PlanWarning } from './page-data.ts';

export interface BuildMeta {
  id: string;
  timestamp: number;
  /** false: the release is only the 'site inativo' error page, answered with 404 everywhere. */
  active: boolean;
  prerendered: string[];
  redirects: Array<{ from: string; to: string; status: number }>;
  rejected: Rejection[];
  warnings: PlanWarning[];
  stats: { pages: number; written: number; unchanged: number; removed: number; listings: number; ms: number };
}

export function latestJson(id: string, timestamp: number): string {
  return JSON.stringify({ id, timestamp });
}

/** Sortable to the millisecond, readable build ids: 20261122-164512073-3f9a. */
export function newBuildId(now: Date, random: () => number): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '').replace('T', '-').slice(0, 18);
  const suffix = Math.floor(random() * 0xffff).toString(16).padStart(4, '0');
  return `${stamp}-${suffix}`;
}
