/** A build warning from the plan (./page-data.ts) and the stages after it: what it names, and why. */
export interface PlanWarning {
  /** The page id; the home id when `kind` is 'home'; the part of the site config ('menu') when it is 'config'. */
  id: string;
  path: string;
  message: string;
  kind?: 'home' | 'config';
}
