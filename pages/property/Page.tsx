/**
 * The listing page (spec §2.9), first plain version: title, featured image,
 * price, facts, address, description, features and amenities, similar homes,
 * and the two ways to ask about it (DESIGN §8): the WhatsApp button and the
 * 'Quero saber mais' lead form, both islands recording a lead. The gallery
 * carousel comes later.
 */
import type { ReactElement } from 'react';
import LeadForm, { type LeadFormProps } from '../../client/islands/lead-form.tsx';
import WhatsappButton, { type WhatsappButtonProps } from '../../client/islands/whatsapp-button.tsx';
import { whatsappMessage } from '../../client/leads/whatsapp-lead.ts';
import { amenityLabel, featureLabel, stageLabel } from '../../domain/lookups/index.ts';
import { featuredImage, imageUrl, listingTitle } from '../../domain/rules/index.ts';
import type { Property } from '../../domain/schemas/index.ts';
import { Island } from '../../renderer/island.tsx';
import { trackedHome } from '../../renderer/page-analytics.ts';
import type { PropertyPageData, SiteContext } from '../../renderer/page-data.ts';
import { templateFor } from '../../templates/index.ts';
import { containerClass } from '../../templates/sections/SectionShell.tsx';
import { paragraphs } from '../../templates/sections/section-props.ts';
import { contactChannels } from '../../templates/shared/ContactLinks.tsx';
import { HomeCardGrid } from '../../templates/shared/HomeCard.tsx';
import { Icon } from '../../templates/shared/icons.tsx';
import { whatsappHref } from '../../templates/shared/site-links.ts';
import { Facts } from './Facts.tsx';
import { listingPrice } from './price.ts';

const IMAGE_WIDTH = 1280;
const IMAGE_HEIGHT = 853;

/** 'Vila Mariana, São Paulo – SP'. */
export function listingAddress(home: Pick<Property, 'neighborhood' | 'city' | 'state'>): string {
  return `${home.neighborhood}, ${home.city} – ${home.state}`;
}

function LabelList({ title, labels }: { title: string; labels: string[] }): ReactElement | null {
  if (labels.length === 0) return null;
  return (
    <section className="space-y-4">
      <h2 className="font-heading text-2xl font-semibold">{title}</h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {labels.map((label, index) => (
          <li key={index} className="inline-flex items-center gap-2">
            <Icon name="check" className="h-5 w-5 shrink-0 text-primary" />
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The WhatsApp island's props: the prefilled wa.me link and the lead it records. */
function whatsappButton(home: Property, ctx: SiteContext, path: string, whatsapp: string, className: string): WhatsappButtonProps {
  const message = whatsappMessage(home.id, `https://${ctx.site.site_url}${path}`);
  return {
    href: `${whatsappHref(whatsapp)}?text=${encodeURIComponent(message)}`,
    label: 'Falar no WhatsApp',
    className,
    lead: { endpoint: ctx.leadsEndpoint, siteId: ctx.site.id ?? null, home: trackedHome(home), message },
  };
}

function PriceBox({ home, ctx, path }: { home: Property; ctx: SiteContext; path: string }): ReactElement {
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
            <div key={line.label} className={`flex justify-between gap-4 ${line.label === 'Total mensal' ? 'font-bold' : ''}`}>
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
function ListingLeadForm({ home, ctx }: { home: Property; ctx: SiteContext }): ReactElement {
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

export function PropertyPage({ ctx, data }: { ctx: SiteContext; data: PropertyPageData }): ReactElement {
  const { home } = data;
  const theme = templateFor(ctx.site).theme;
  const title = listingTitle(home);
  const image = featuredImage(home.gallery);
  const imageSrc = imageUrl(image?.url, { storageBaseUrl: ctx.storageBaseUrl, width: IMAGE_WIDTH, height: IMAGE_HEIGHT });
  const description = paragraphs(home.description);

  return (
    <>
      <article className={`${containerClass} py-8 md:py-12`} data-property-id={home.id}>
        <header className="mb-6 space-y-2">
          {home.stage ? (
            <p className="inline-block rounded-full bg-primary px-3 py-1 text-sm font-semibold text-on-primary">
              {stageLabel(home.stage)}
            </p>
          ) : null}
          <h1 className="font-heading text-3xl font-bold md:text-4xl">{title}</h1>
          <p className="inline-flex items-center gap-2 text-lg">
            <Icon name="pin" className="h-5 w-5 text-primary" />
            {listingAddress(home)}
          </p>
        </header>
        {imageSrc ? (
          // Above the fold: eager and high priority (it is the page's LCP element).
          <img
            src={imageSrc}
            alt={image?.caption?.trim() || title}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            fetchPriority="high"
            decoding="async"
            className="mb-8 aspect-[3/2] h-auto w-full rounded-lg bg-gray-100 object-cover"
          />
        ) : null}
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-10">
            <Facts home={home} />
            {description.length > 0 ? (
              <section className="space-y-4">
                <h2 className="font-heading text-2xl font-semibold">Descrição</h2>
                {description.map((paragraph, index) => (
                  <p key={index} className="whitespace-pre-line leading-relaxed">
                    {paragraph}
                  </p>
                ))}
              </section>
            ) : null}
            <LabelList title="Características" labels={home.features.map(featureLabel)} />
            <LabelList title="Comodidades" labels={home.amenities.map(amenityLabel)} />
          </div>
          {/* Not sticky: with the form it is taller than a screen. */}
          <aside aria-label="Preço e contato" className="space-y-6 lg:self-start">
            <PriceBox home={home} ctx={ctx} path={data.path} />
            <ListingLeadForm home={home} ctx={ctx} />
          </aside>
        </div>
      </article>
      {data.similar.length > 0 ? (
        <section aria-labelledby="imoveis-semelhantes" className={`${theme.section} bg-black/[0.03]`}>
          <div className={containerClass}>
            <h2 id="imoveis-semelhantes" className={`mb-8 ${theme.heading}`}>
              Imóveis semelhantes
            </h2>
            <HomeCardGrid cards={data.similar} ctx={ctx} />
          </div>
        </section>
      ) : null}
    </>
  );
}

export default PropertyPage;
