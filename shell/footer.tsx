/**
 * The site footer (spec §2.5): identity (logo or name, description, CRECI,
 * CNPJ), address, contact links, social icons, menu links, the provider
 * credit (or a copyright line for the provider's own brand) and the privacy link.
 */
import { siteName } from '../domain/rules/site-name.ts';
import { cnpjDisplay } from '../domain/rules/phone.ts';
import { creciParts } from '../domain/rules/creci.ts';
import type { ReactElement } from 'react';
import { imageUrl } from '../domain/rules/index.ts';
import type { SiteConfig } from '../domain/schemas/index.ts';
import { safeHref } from '../contract/escape.ts';
import type { SiteContext } from '../contract/page-model.ts';
import { Icon, type IconName } from '../ui/icons.tsx';
import { CompanyAddress, ContactLinks, contactChannels, hasContactChannel } from './contact-links.tsx';
import {
  menuItems,
  newTabAttributes,
  providerHref,
  showsCompanyAddress,
} from './site-links.ts';

const socialNetworks: ReadonlyArray<{ key: keyof SiteConfig['social']; label: string; icon: IconName }> = [
  { key: 'facebook', label: 'Facebook', icon: 'facebook' },
  { key: 'instagram', label: 'Instagram', icon: 'instagram' },
  { key: 'x', label: 'X (Twitter)', icon: 'x' },
  { key: 'linkedin', label: 'LinkedIn', icon: 'linkedin' },
];

const linkClass = 'text-footer-link underline-offset-4 hover:underline';

/** True when the site name contains the provider's brand word: its own sites show a copyright line. */
export function isProviderBrand(siteName: string, providerName: string): boolean {
  const brand = providerName.trim().toLowerCase();
  return brand !== '' && siteName.toLowerCase().includes(brand);
}

function Identity({ ctx, name }: { ctx: SiteContext; name: string }): ReactElement {
  const { site } = ctx;
  const logo = imageUrl(site.assets.logo, { storageBaseUrl: ctx.storageBaseUrl });
  const creci = site.company.creci ?? site.broker.creci;
  return (
    <div className="space-y-4">
      <a href="/" className="inline-block">
        {logo ? (
          <img src={logo} alt={name} className="h-12 w-auto" loading="lazy" decoding="async" />
        ) : (
          <span className="font-heading text-xl font-bold">{name}</span>
        )}
      </a>
      {site.site_description ? <p className="max-w-sm text-sm leading-relaxed">{site.site_description}</p> : null}
      {creci || site.company.cnpj ? (
        <dl className="space-y-1 text-sm">
          {creci ? (
            <div className="flex gap-1">
              <dt className="font-semibold">{creciParts(creci).label}</dt>
              <dd>{creciParts(creci).number}</dd>
            </div>
          ) : null}
          {site.company.cnpj ? (
            <div className="flex gap-1">
              <dt className="font-semibold">CNPJ</dt>
              <dd>{cnpjDisplay(site.company.cnpj)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}

function Contact({ site }: { site: SiteConfig }): ReactElement | null {
  const { company } = site;
  const channels = contactChannels(site);
  const showAddress = showsCompanyAddress(company);
  if (!showAddress && !hasContactChannel(channels)) return null;
  return (
    <div className="space-y-4 text-sm">
      <h2 className="font-heading text-base font-semibold">Contato</h2>
      {showAddress ? (
        <CompanyAddress company={company} iconClass="mt-0.5 text-footer-icon" marker="data-footer-address" />
      ) : null}
      <ContactLinks channels={channels} trackContext="footer" linkClass={linkClass} iconClass="text-footer-icon" />
    </div>
  );
}

function SocialLinks({ site }: { site: SiteConfig }): ReactElement | null {
  const present = socialNetworks.flatMap((network) => {
    const url = site.social[network.key]?.trim();
    return url ? [{ ...network, url }] : [];
  });
  if (present.length === 0) return null;
  return (
    <ul className="flex gap-3" aria-label="Redes sociais">
      {present.map((network) => (
        <li key={network.key}>
          <a
            href={safeHref(network.url)}
            aria-label={network.label}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-footer-icon hover:bg-white/10"
            {...newTabAttributes(true)}
          >
            <Icon name={network.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Footer({ ctx }: { ctx: SiteContext }): ReactElement {
  const { site, provider, year } = ctx;
  const name = siteName(site);
  const items = menuItems(site);
  const ownBrand = isProviderBrand(name, provider.brandWord ?? provider.name);

  return (
    <footer className="bg-footer-bg text-footer-text">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <Identity ctx={ctx} name={name} />
        <Contact site={site} />
        <div className="space-y-4 text-sm">
          {items.length > 0 ? (
            <nav aria-label="Links do rodapé">
              <ul className="space-y-2">
                {items.map((item, index) => (
                  <li key={`${index}-${item.url}`}>
                    <a href={item.url} className={linkClass} {...newTabAttributes(item.newTab)}>
                      {item.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <SocialLinks site={site} />
        </div>
      </div>
      <div className="border-t border-current/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          {ownBrand ? (
            <p>{`© ${year} ${name}. Todos os direitos reservados.`}</p>
          ) : (
            <p>
              Desenvolvido por{' '}
              <a href={providerHref(provider.url, 'footer', site.site_url)} className={`font-semibold ${linkClass}`} {...newTabAttributes(true)}>
                {provider.name}
              </a>
            </p>
          )}
          <a href="/politica-de-privacidade/" className={linkClass}>
            Política de privacidade
          </a>
        </div>
      </div>
    </footer>
  );
}
