/**
 * Hero: big title, subtitle, a photo placed the template's way (theme
 * heroLayout: behind the text, centred, beside it, or framed), and a search
 * form (a GET form to /buscar, so it works without JavaScript) whose place
 * field is the suggestion box island (spec §2.8). Landing templates show a
 * call to action instead of the search (their page is one development);
 * `search: true|false` overrides. The photo is the page's LCP element: eager,
 * high priority.
 */
import { siteName } from '../domain/rules/site-name.ts';
import type { CSSProperties, ReactElement } from 'react';
import { safeHref } from '../contract/escape.ts';
import { hasSearchPage } from '../contract/routes.ts';
import { templateFor } from '../templates/index.ts';
import { HeroSearchForm } from './hero-search.tsx';
import { containerClass } from './section-shell.tsx';
import { propBoolean, propLink, propString } from './section-props.ts';
import { imageSource, ResponsiveImage } from '../ui/responsive-image.tsx';
import type { SectionDescriptor, SectionProps } from './section-types.ts';
import type { ListingStatus } from '../domain/lookups/labels.ts';
import type { SearchDocument } from '../domain/schemas/index.ts';

declare module '../contract/page-model.ts' {
  interface SectionSummaries {
    /** The purpose the hero's search form starts on when it is not the default (sale): 'rent' on a page whose homes are all for rent. */
    heroStatus: ListingStatus;
  }
}

/** A rental agency's search starts on 'Alugar': 'Comprar' would open an empty /buscar/comprar. */
export function heroStatus(byStatus: ReadonlyMap<string, number>): ListingStatus | undefined {
  return byStatus.size === 1 && byStatus.has('rent') ? 'rent' : undefined;
}

const HERO_WIDTH = 1920;
const HERO_HEIGHT = 1080;

/**
 * The hero title's type scales down until its longest word fits the title's width: a word is
 * never split without a hyphen ("COMPLICAÇÃ / O" at 1280 px), and browsers without pt-BR
 * hyphenation data (Chromium on Linux) hyphenate nothing. 0.78 em is the widest average
 * letter of the four templates' heading faces (uppercase black in nova). The page carries only
 * the number (`--vt-fit`); `.vt-fit-title` in templates/styles.css does the sizing (the Nu HTML
 * checker's CSS parser rejects `cqi` in a style attribute).
 */
export function fittingEms(title: string): string {
  const longest = Math.max(1, ...title.split(/\s+/).map((word) => [...word].length));
  return (longest * 0.78).toFixed(2);
}

export function HeroSection({ section, ctx, data }: SectionProps): ReactElement {
  const { site } = ctx;
  const template = templateFor(site);
  const theme = template.theme;
  const props = section.props;
  const title = propString(props, 'title') ?? site.seo.title ?? siteName(site);
  const subtitle = propString(props, 'subtitle') ?? site.site_description ?? undefined;
  const rawImage = propString(props, 'image') ?? propString(props, 'backgroundImage') ?? propString(props, 'background_image');
  const image = imageSource(rawImage, { storageBaseUrl: ctx.storageBaseUrl, width: HERO_WIDTH, height: HERO_HEIGHT });
  // The form posts to /buscar: a site without a search page gets the call to action instead.
  const withSearch = (propBoolean(props, 'search') ?? template.descriptor.type === 'complete') && hasSearchPage(site);
  const button = propLink(props, 'button');
  // The default call to action belongs to a landing page's photo hero; a plain title band (the /buscar header) gets none.
  const cta = button ?? (image ? { label: 'Quero saber mais', url: '#contato' } : undefined);
  const layout = image ? theme.heroLayout : 'overlay';
  const centred = layout === 'center';

  // Full width, except beside the text in the split layout.
  const sizes = layout === 'split' ? '(min-width: 768px) 50vw, 100vw' : '100vw';
  const photo = (className: string) => (image ? <ResponsiveImage source={image} alt="" sizes={sizes} loading="priority" className={className} /> : null);
  const action = withSearch ? (
    // On /buscar/alugar/... the form starts on 'Alugar': submitting it must not switch the visitor to sales.
    <HeroSearchForm sectionId={String(section.id)} theme={theme} centred={centred} status={data.search?.filters.status ?? data.heroStatus} />
  ) : cta ? (
    <p className={centred ? 'mt-2 flex justify-center' : 'mt-2'}>
      <a href={safeHref(cta.url)} className={`${theme.button} text-lg`}>
        {cta.label}
      </a>
    </p>
  ) : null;
  const text = (
    <>
      <h1 className={`w-full max-w-4xl text-balance [container-type:inline-size] ${centred ? 'mx-auto' : ''} ${theme.heroTitle}`}>
        <span className="vt-fit-title block" style={{ '--vt-fit': fittingEms(title) } as CSSProperties}>
          {title}
        </span>
      </h1>
      {subtitle ? <p className={`max-w-2xl text-lg md:text-xl ${centred ? 'mx-auto' : ''}`}>{subtitle}</p> : null}
      {action}
    </>
  );
  // Clipped sideways only, and above the next sections: the suggestion dropdown may hang below the hero.
  const shell = 'relative isolate z-10 overflow-x-clip';

  if (layout === 'split') {
    return (
      <section data-section-id={section.id} data-hero-layout="split" className={`${shell} ${theme.hero}`}>
        <div className="grid grid-cols-1 md:min-h-[36rem] md:grid-cols-2">
          <div className="relative order-last flex min-w-0 flex-col justify-center gap-6 px-4 py-14 sm:px-8 md:order-first md:py-20 lg:pl-[max(2rem,calc((100vw-80rem)/2+2rem))]">{text}</div>
          <div className="relative h-64 md:h-auto">{photo('absolute inset-0 h-full w-full object-cover')}</div>
        </div>
      </section>
    );
  }
  if (layout === 'framed') {
    return (
      <section data-section-id={section.id} data-hero-layout="framed" className={`${shell} ${theme.hero} pb-10 pt-4 md:pb-16 md:pt-8`}>
        <div className={containerClass}>
          <div className={`relative isolate overflow-hidden ${theme.media} text-white`}>
            {photo('absolute inset-0 -z-10 h-full w-full object-cover')}
            <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/45 to-black/20" aria-hidden="true" />
            <div className="flex min-h-[30rem] flex-col justify-end gap-5 p-6 md:min-h-[36rem] md:p-14">{text}</div>
          </div>
        </div>
      </section>
    );
  }
  return (
    <section
      data-section-id={section.id}
      data-hero-layout={layout}
      className={`${shell} ${image ? 'bg-gray-900 text-white' : theme.hero}`}
    >
      {photo('absolute inset-0 -z-10 h-full w-full object-cover')}
      {/* Dark veil: white text stays readable (4.5:1) on any photo. */}
      {image ? (
        <div
          className={`absolute inset-0 -z-10 ${centred ? 'bg-black/55' : 'bg-gradient-to-r from-black/80 via-black/55 to-black/25'}`}
          aria-hidden="true"
        />
      ) : null}
      <div
        className={`${containerClass} flex flex-col justify-center gap-6 ${image ? 'min-h-[28rem] py-20 md:min-h-[38rem]' : 'py-12 md:py-16'} ${centred ? 'items-stretch text-center' : ''}`}
      >
        {text}
      </div>
    </section>
  );
}

export const section: SectionDescriptor = { component: HeroSection, data: { key: 'heroStatus', tally: (doc: SearchDocument) => doc.status, summarize: heroStatus } };
