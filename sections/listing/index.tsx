/**
 * The listing itself (spec §2.9), the `property-detail` section: title,
 * address, the photo carousel, facts, description, features and amenities,
 * floor plans, video and virtual tour, the location map, and beside them the
 * price box with the WhatsApp button and the lead form. It shows on a listing
 * page (pages/property-page.tsx gives it `data.listing`); elsewhere it has
 * nothing to show.
 */
import type { ReactElement } from 'react';
import { amenityLabel, featureLabel, stageLabel } from '../../domain/lookups/index.ts';
import { listingTitle } from '../../domain/rules/index.ts';
import type { PublicProperty as Property } from '../../domain/rules/public-property.ts';
import type { PropertyPageData, SiteContext } from '../../contract/page-model.ts';
import { homeGeo } from '../../search/document.ts';
import { containerClass } from '../section-shell.tsx';
import { paragraphs } from '../section-props.ts';
import { Icon } from '../../ui/icons.tsx';
import { FavoriteButton } from '../../ui/favorite-button.tsx';
import { Facts } from './facts.tsx';
import { featureIcon } from './feature-icons.ts';
import { Gallery } from './gallery.tsx';
import { FloorPlans, Location, VideoAndTour } from './listing-media.tsx';
import { ListingLeadForm, PriceBox } from './price-box.tsx';
import { listingPrice } from './price.ts';
import type { SectionDescriptor, SectionProps } from '../section-types.ts';

/** 'Vila Mariana, São Paulo – SP'. */
function listingAddress(home: Pick<Property, 'neighborhood' | 'city' | 'state'>): string {
  return `${home.neighborhood}, ${home.city} – ${home.state}`;
}

/**
 * Phones stack the price box under the details: the price and the monthly
 * total also go right under the photos there, where portals show them. A
 * visual copy only: drawn from attributes by CSS, so neither screen readers
 * nor text search meet the price twice.
 */
function MobilePrice({ home }: { home: Property }): ReactElement {
  const price = listingPrice(home);
  const total = price.extras.find((line) => line.label === 'Total mensal');
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 lg:hidden" aria-hidden="true">
      <span className="text-2xl font-bold before:content-[attr(data-text)]" data-text={price.main} />
      {total ? <span className="text-base before:content-[attr(data-text)]" data-text={`Total mensal ${total.value}`} /> : null}
    </p>
  );
}

function LabelList({ id, title, codes, label }: { id: string; title: string; codes: readonly string[]; label: (code: string) => string }): ReactElement | null {
  if (codes.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="font-heading text-2xl font-semibold">
        {title}
      </h2>
      <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {codes.map((code, index) => (
          <li key={index} className="inline-flex items-center gap-3">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary/10">
              <Icon name={featureIcon(code)} className="h-5 w-5 text-primary" />
            </span>
            {label(code)}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ListingDetail({ ctx, data, sectionId }: { ctx: SiteContext; data: PropertyPageData; sectionId: string }): ReactElement {
  const { home } = data;
  const title = listingTitle(home);
  const description = paragraphs(home.description);
  const address = listingAddress(home);
  return (
    <article className={`${containerClass} py-6 md:py-10`} data-property-id={home.id} data-section-id={sectionId}>
      <header className="mb-6 space-y-2">
        {home.stage ? (
          <p className="inline-block rounded-full bg-primary px-3 py-1 text-sm font-semibold text-on-primary">{stageLabel(home.stage)}</p>
        ) : null}
        <h1 className="font-heading text-2xl font-bold sm:text-3xl md:text-4xl">{title}</h1>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="inline-flex items-center gap-2 text-base sm:text-lg">
            <Icon name="pin" className="h-5 w-5 shrink-0 text-primary" />
            {address}
          </p>
          <FavoriteButton homeId={home.id} variant="listing" />
        </div>
      </header>
      <div className="mb-8">
        <Gallery gallery={home.gallery} title={title} storageBaseUrl={ctx.storageBaseUrl} />
      </div>
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-10">
          <div className="space-y-5">
            <MobilePrice home={home} />
            <Facts home={home} />
          </div>
          {description.length > 0 ? (
            <section aria-labelledby="descricao" className="space-y-4">
              <h2 id="descricao" className="font-heading text-2xl font-semibold">
                Descrição
              </h2>
              {description.map((paragraph, index) => (
                <p key={index} className="whitespace-pre-line leading-relaxed">
                  {paragraph}
                </p>
              ))}
            </section>
          ) : null}
          <LabelList id="caracteristicas" title="Características" codes={home.features} label={featureLabel} />
          <LabelList id="comodidades" title="Comodidades" codes={home.amenities} label={amenityLabel} />
          <FloorPlans plans={home.floor_plans} storageBaseUrl={ctx.storageBaseUrl} />
          <VideoAndTour meta={home.meta} title={title} />
          <Location geo={homeGeo(home)} address={address} />
        </div>
        {/* Not sticky: with the form it is taller than a screen. */}
        <aside aria-label="Preço e contato" className="space-y-6 lg:self-start">
          <PriceBox home={home} ctx={ctx} path={data.path} />
          <ListingLeadForm home={home} ctx={ctx} />
        </aside>
      </div>
    </article>
  );
}

export function ListingDetailSection({ section, ctx, data }: SectionProps): ReactElement | null {
  return data.listing ? <ListingDetail ctx={ctx} data={data.listing} sectionId={String(section.id)} /> : null;
}

export const section: SectionDescriptor = { component: ListingDetailSection };
