/** The name a site shows: its own, else the company's, else the broker's, else its host (site_name is optional in spec §3.3). */
export function siteName(site: {
  site_name?: string | null;
  site_url: string;
  company?: { name?: string | null } | null;
  broker?: { name?: string | null } | null;
}): string {
  return site.site_name?.trim() || site.company?.name?.trim() || site.broker?.name?.trim() || site.site_url;
}
