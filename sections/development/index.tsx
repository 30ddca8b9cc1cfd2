/**
 * Development (landing templates): the one development the site presents —
 * stage, towers, floors, unit typologies with floor plans, gallery,
 * amenities, location map and a lead form. Everything comes from the
 * tenant's units, summarised at build time (development-data.ts).
 */
import type { ReactElement } from 'react';
import HomesMap, { type HomesMapProps } from '../../client/islands/homes-map.tsx';
import LeadForm, { type LeadFormProps } from '../../client/islands/lead-form.tsx';
import { amenityLabel } from '../../domain/lookups/vocabulary.ts';
import { stageLabel } from '../../domain/lookups/labels.ts';
import { toCents } from '../../domain/schemas/search-document.ts';
import { slugify } from '../../domain/rules/slug.ts';
import { Island } from '../../ui/island.tsx';
import { templateFor } from '../../templates/index.ts';
import { Icon } from '../../ui/icons.tsx';
import { containerClass } from '../section-shell.tsx';
import { propString } from '../section-props.ts';
import type { SectionDescriptor, SectionProps } from '../section-types.ts';
import { developmentOf, type DevelopmentData } from './development-data.ts';
import { Gallery } from './gallery.tsx';
import { Typologies } from './typologies.tsx';

declare module '../../contract/page-model.ts' {
  interface SectionSummaries {
    /** The one development a landing page presents, from the tenant's units. */
    development: DevelopmentData;
  }
}

function addressLine(d: DevelopmentData): string {
  const street = [d.address.street, d.address.number].filter(Boolean).join(', ');
  return [street, d.address.neighborhood, `${d.address.city} – ${d.address.state}`].filter(Boolean).join(' · ');
}

function facts(d: DevelopmentData): { value: string; label: string }[] {
  const list: { value: string; label: string }[] = [];
  if (d.towers) list.push({ value: String(d.towers), label: d.towers === 1 ? 'torre' : 'torres' });
  if (d.floors) list.push({ value: String(d.floors), label: 'andares' });
  list.push({ value: String(d.typologies.length), label: d.typologies.length === 1 ? 'planta' : 'plantas' });
  list.push({ value: String(d.units), label: d.units === 1 ? 'unidade disponível' : 'unidades disponíveis' });
  return list;
}

export function DevelopmentSection({ section, ctx, data }: SectionProps): ReactElement | null {
  const d = data.development;
  if (!d) return null;
  const theme = templateFor(ctx.site).theme;
  const id = slugify(String(section.id)) || 'empreendimento';
  const cheapest = d.typologies.find((t) => t.priceFrom !== undefined);
  const map: HomesMapProps | undefined = d.point
    ? {
        homes: [{ id: 0, status: 'sale', title: d.name, url: d.typologies[0]?.url ?? '/', image: d.gallery[0]?.url ?? null, price: cheapest?.priceFrom ? toCents(cheapest.priceFrom) : null, rental_price: null, _geo: d.point }],
        storageBaseUrl: ctx.storageBaseUrl,
        boxClass: `h-80 w-full overflow-hidden md:h-full md:min-h-96 ${theme.media}`,
      }
    : undefined;
  const form: LeadFormProps = {
    endpoint: ctx.leadsEndpoint,
    siteId: ctx.site.id ?? null,
    source: 'site',
    formType: 'development',
    idPrefix: `lead-${id}`,
    defaultMessage: `Olá! Quero receber informações sobre o ${d.name}.`,
    submitLabel: 'Quero receber informações',
    buttonClass: theme.button,
  };
  const heading = (text: string, hid: string) => (
    <h3 id={hid} className={`mb-8 ${theme.heading}`}>
      {text}
    </h3>
  );

  return (
    <section data-section-id={section.id} aria-labelledby={`${id}-titulo`} className="vt-development">
      <div className={`${theme.section} ${theme.band}`}>
        <div className={`${containerClass} grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-end`}>
          <div className="space-y-4">
            {d.stage ? <p className={theme.eyebrow}>{stageLabel(d.stage)}</p> : null}
            <h2 id={`${id}-titulo`} className={theme.heading}>
              {propString(section.props, 'title') ?? d.name}
            </h2>
            <p className="flex items-start gap-2 text-lg">
              <Icon name="pin" className="mt-1 h-5 w-5 shrink-0 text-primary-ink" />
              {addressLine(d)}
            </p>
            {d.delivery ? <p className="text-lg">{`Entrega prevista: ${d.delivery}`}</p> : null}
            {propString(section.props, 'text') ? <p className="max-w-2xl text-lg">{propString(section.props, 'text')}</p> : null}
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {facts(d).map((fact) => (
              <div key={fact.label} className={`flex flex-col-reverse gap-1 p-5 ${theme.tile}`}>
                <dt className="text-sm">{fact.label}</dt>
                <dd className="font-heading text-4xl font-bold">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>

      <div id={`${id}-plantas`} className={`${containerClass} ${theme.section}`} aria-labelledby={`${id}-plantas-titulo`} role="region">
        {heading('Plantas', `${id}-plantas-titulo`)}
        <Typologies typologies={d.typologies} theme={theme} storageBaseUrl={ctx.storageBaseUrl} />
      </div>

      {d.gallery.length ? (
        <div className={`${containerClass} pb-16 md:pb-24`} role="region" aria-labelledby={`${id}-galeria-titulo`}>
          {heading('Galeria', `${id}-galeria-titulo`)}
          <Gallery photos={d.gallery} name={d.name} mediaClass={theme.media} storageBaseUrl={ctx.storageBaseUrl} />
        </div>
      ) : null}

      {d.amenities.length ? (
        <div className={`${theme.band} ${theme.section}`} role="region" aria-labelledby={`${id}-lazer-titulo`}>
          <div className={containerClass}>
            {heading('Lazer e comodidades', `${id}-lazer-titulo`)}
            <ul className="grid grid-cols-1 gap-x-8 gap-y-3 text-lg sm:grid-cols-2 lg:grid-cols-3">
              {d.amenities.map((code) => (
                <li key={code} className="flex items-center gap-3">
                  <Icon name="check" className="h-5 w-5 shrink-0 text-primary-ink" />
                  {amenityLabel(code)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}

      <div id="contato" className={`${containerClass} ${theme.section} grid gap-10 md:grid-cols-2`} role="region" aria-labelledby={`${id}-local-titulo`}>
        <div className="flex flex-col">
          {heading('Localização', `${id}-local-titulo`)}
          <p className="mb-6 text-lg">{addressLine(d)}</p>
          {map ? <Island name="homes-map" load="visible-after-input" component={HomesMap} props={map} /> : null}
        </div>
        <div className={`self-start p-6 text-gray-900 md:p-8 ${theme.card} bg-white`}>
          <h3 className="mb-2 font-heading text-2xl font-semibold">{`Receba a tabela do ${d.name}`}</h3>
          <p className="mb-6">Preços, condições de pagamento e disponibilidade atualizados.</p>
          <Island name="lead-form" load="interaction" component={LeadForm} props={form} />
        </div>
      </div>
    </section>
  );
}

export const section: SectionDescriptor = {
  component: DevelopmentSection,
  data: { key: 'development', compute: ({ docs, homes }) => developmentOf(homes(), docs) },
};
