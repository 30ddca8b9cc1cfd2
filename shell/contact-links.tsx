/**
 * Phone, WhatsApp and e-mail links of the site (spec §2.5), shared by the
 * footer and the contact section. WhatsApp clicks carry the data-track
 * attributes the analytics runtime listens for (spec §7.4: whatsapp_click).
 */
import type { ReactElement } from 'react';
import type { SiteConfig } from '../domain/schemas/index.ts';
import { safeHref } from '../contract/escape.ts';
import { Icon } from '../ui/icons.tsx';
import { addressLines, newTabAttributes, telHref, whatsappHref } from './site-links.ts';
import { phoneDisplay } from '../domain/rules/phone.ts';

export interface ContactChannels {
  phone?: string;
  whatsapp?: string;
  email?: string;
}

/**
 * The company's public channels, falling back to the broker's WhatsApp. The
 * leads settings are where leads are forwarded to, not public, so not used.
 */
export function contactChannels(site: SiteConfig): ContactChannels {
  const channels: ContactChannels = {};
  const phone = site.company.phone;
  const whatsapp = site.company.whatsapp ?? site.broker.whatsapp;
  const email = site.company.email?.trim();
  if (phone) channels.phone = phone;
  if (whatsapp) channels.whatsapp = whatsapp;
  if (email) channels.email = email;
  return channels;
}

export function hasContactChannel(channels: ContactChannels): boolean {
  return Boolean(channels.phone || channels.whatsapp || channels.email);
}

export function ContactLinks({
  channels,
  trackContext,
  linkClass,
  iconClass,
}: {
  channels: ContactChannels;
  /** The whatsapp_click context: 'footer', 'contact'… */
  trackContext: string;
  linkClass: string;
  iconClass: string;
}): ReactElement | null {
  if (!hasContactChannel(channels)) return null;
  const item = `inline-flex items-center gap-2 ${linkClass}`;
  return (
    <ul className="space-y-2">
      {channels.phone ? (
        <li>
          <a href={telHref(channels.phone)} className={item}>
            <Icon name="phone" className={`h-5 w-5 shrink-0 ${iconClass}`} />
            <span className="sr-only">Telefone: </span>
            {phoneDisplay(channels.phone)}
          </a>
        </li>
      ) : null}
      {channels.whatsapp ? (
        <li>
          <a
            href={whatsappHref(channels.whatsapp)}
            className={item}
            data-track="whatsapp_click"
            data-track-context={trackContext}
            {...newTabAttributes(true)}
          >
            <Icon name="whatsapp" className={`h-5 w-5 shrink-0 ${iconClass}`} />
            <span className="sr-only">WhatsApp: </span>
            {phoneDisplay(channels.whatsapp)}
          </a>
        </li>
      ) : null}
      {channels.email ? (
        <li>
          <a href={safeHref(`mailto:${channels.email}`)} className={`${item} break-all`}>
            <Icon name="email" className={`h-5 w-5 shrink-0 ${iconClass}`} />
            <span className="sr-only">E-mail: </span>
            {channels.email}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/** The company's postal address, one line per part, with a pin (footer and contact section). */
export function CompanyAddress({ company, iconClass, marker }: { company: SiteConfig['company']; iconClass: string; marker?: string }): ReactElement {
  return (
    <address className="flex gap-2 not-italic" {...(marker ? { [marker]: '' } : {})}>
      <Icon name="pin" className={`h-5 w-5 shrink-0 ${iconClass}`} />
      <span>
        {addressLines(company).map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
      </span>
    </address>
  );
}
