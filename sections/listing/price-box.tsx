/**
 * The listing's price and the two ways to ask about it (DESIGN §8): the
 * WhatsApp button (an island that records a lead and whatsapp_click with the
 * property) and the 'Quero saber mais' lead form.
 */
import type { ReactElement } from 'react';
import LeadForm, { type LeadFormProps } from '../../client/islands/lead-form.tsx';
import WhatsappButton, { type WhatsappButtonProps } from '../../client/islands/whatsapp-button.tsx';
import { whatsappMessage } from '../../client/leads/whatsapp-lead.ts';
import type { PublicProperty as Property } from '../../domain/rules/public-property.ts';
import { Island } from '../../ui/island.tsx';
import { trackedHome } from '../../contract/home-analytics.ts';
import type { SiteContext } from '../../contract/page-model.ts';
import { templateFor } from '../../templates/index.ts';
import { contactChannels } from '../../shell/contact-links.tsx';
import { whatsappHref } from '../../shell/site-links.ts';
import { listingPrice } from './price.ts';
import { pageHref } from '../../domain/rules/page-href.ts';

/** The WhatsApp island's props: the prefilled wa.me link and the lead it records. */
function whatsappButton(home: Property, ctx: SiteContext, path: string, whatsapp: string, className: string): WhatsappButtonProps {
  const message = whatsappMessage(home.id, `https://${ctx.site.site_url}${pageHref(path)}`);
  return {
    href: `${whatsappHref(whatsapp)}?text=${encodeURIComponent(message)}`,
    label: 'Falar no WhatsApp',
    className,
    lead: { endpoint: ctx.leadsEndpoint, siteId: ctx.site.id ?? null, home: trackedHome(home), message },
  };
}

export function PriceBox({ home, ctx, path }: { home: Property; ctx: SiteContext; path: string }): ReactElement {
  const theme = templateFor(ctx.site).theme;
  const price = listingPrice(home);
  const whatsapp = contactChannels(ctx.site).whatsapp;
  return (
    <div className={`space-y-4 p-6 text-gray-900 ${theme.card}`}>
      <p className="text-sm font-medium uppercase tracking-wide">{price.label}</p>
      <p className="text-3xl font-bold" data-listing-price="">
        {price.main}
      </p>
      {price.extras.length > 0 ? (
        <dl className="space-y-1 border-t border-gray-200 pt-4 text-base">
          {price.extras.map((line) => (
            <div key={line.label} className={`flex justify-between gap-4 ${line.label === 'Total mensal' ? 'border-t border-gray-200 pt-2 font-bold' : ''}`}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {whatsapp ? (
        <Island
          name="whatsapp-button"
          load="interaction"
          component={WhatsappButton}
          props={whatsappButton(home, ctx, path, whatsapp, `flex items-center justify-center gap-2 ${theme.button}`)}
        />
      ) : null}
    </div>
  );
}

/** 'Quero saber mais': the lead form about this listing. */
export function ListingLeadForm({ home, ctx }: { home: Property; ctx: SiteContext }): ReactElement {
  const theme = templateFor(ctx.site).theme;
  const form: LeadFormProps = {
    endpoint: ctx.leadsEndpoint,
    siteId: ctx.site.id ?? null,
    homeId: home.id,
    source: 'listing',
    formType: 'property',
    idPrefix: 'imovel-contato',
    defaultMessage: `Olá! Tenho interesse no imóvel código ${home.id} e gostaria de mais informações.`,
    submitLabel: 'Enviar',
    buttonClass: theme.button,
  };
  return (
    <section aria-labelledby="quero-saber-mais" className={`p-6 text-gray-900 ${theme.card}`}>
      <h2 id="quero-saber-mais" className="mb-4 font-heading text-xl font-semibold">
        Quero saber mais
      </h2>
      <Island name="lead-form" load="interaction" component={LeadForm} props={form} />
    </section>
  );
}
