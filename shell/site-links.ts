/**
 * Links and names the shell derives from the site config: display name,
 * contact hrefs, provider links with UTM parameters, menu items made safe.
 */
import type { SiteConfig } from '../domain/schemas/index.ts';
import { safeHref } from '../contract/escape.ts';
import { cepDisplay, telNumber, whatsappDigits } from '../domain/rules/phone.ts';
import type { MobileMenuItem } from '../client/islands/mobile-menu.tsx';

/** 'tel:+5511…': the international number (domain/rules/phone.ts telNumber). */
export function telHref(phone: string): string {
  return `tel:${telNumber(phone)}`;
}

/** Spec §2.5: wa.me with digits only, the international number (domain/rules/phone.ts). */
export function whatsappHref(number: string): string {
  return `https://wa.me/${whatsappDigits(number)}`;
}

/**
 * The provider's url with utm parameters (spec §2.5, §2.6). A provider url
 * that does not parse is still passed through safeHref, without parameters.
 */
export function providerHref(providerUrl: string, medium: 'footer' | 'error', campaign: string): string {
  try {
    const url = new URL(providerUrl);
    url.searchParams.set('utm_source', 'custom-site');
    url.searchParams.set('utm_medium', medium);
    url.searchParams.set('utm_campaign', campaign);
    return safeHref(url.toString());
  } catch {
    return safeHref(providerUrl);
  }
}

/** Menu items as plain data for the header, footer and the mobile-menu island (hrefs made safe here, on the server). */
export function menuItems(site: SiteConfig): MobileMenuItem[] {
  return site.menu.map((item) => ({
    title: item.title,
    url: safeHref(item.url),
    asButton: item.asButton,
    newTab: item.newTab,
  }));
}

/** target/rel for links that open in a new tab. */
export function newTabAttributes(newTab: boolean): { target?: string; rel?: string } {
  return newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/** Spec §2.5: the address is shown when the street exists and hide_address is not set. */
export function showsCompanyAddress(company: SiteConfig['company']): boolean {
  return Boolean(company.street?.trim()) && !company.hide_address;
}

/** Street, number, complement / neighbourhood, city – state / CEP; only the parts that exist. */
export function addressLines(company: SiteConfig['company']): string[] {
  const streetLine = [company.street, company.street_number, company.complement].filter(Boolean).join(', ');
  const cityState = [company.city, company.state].filter(Boolean).join(' – ');
  const placeLine = [company.neighborhood, cityState].filter(Boolean).join(', ');
  const zipLine = company.zipcode ? `CEP ${cepDisplay(company.zipcode)}` : '';
  return [streetLine, placeLine, zipLine].filter((line) => line !== '');
}
