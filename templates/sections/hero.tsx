/**
 * Hero: big title, subtitle, optional background image, and a search form (a
 * GET form to /buscar, so it works without JavaScript) whose place field is the
 * suggestion box island (spec §2.8), hydrated when the visitor first touches it.
 * The image is the page's LCP element: eager, high priority.
 */
import { siteName } from '../../domain/rules/site-name.ts';
import type { ReactElement } from 'react';
import SearchBox from '../../client/islands/search-box.tsx';
import { Island } from '../../renderer/island.tsx';
import { imageUrl } from '../../domain/rules/index.ts';
import { templateFor } from '../index.ts';
import { containerClass } from './SectionShell.tsx';
import { propString } from './section-props.ts';
import type { SectionProps } from './types.ts';

const HERO_WIDTH = 1920;
const HERO_HEIGHT = 1080;

export function HeroSection({ section, ctx }: SectionProps): ReactElement {
  const { site } = ctx;
  const theme = templateFor(site).theme;
  const props = section.props;
  const title = propString(props, 'title') ?? site.seo.title ?? siteName(site);
  const subtitle = propString(props, 'subtitle') ?? site.site_description ?? undefined;
  const rawImage = propString(props, 'image') ?? propString(props, 'backgroundImage') ?? propString(props, 'background_image');
  const image = imageUrl(rawImage, { storageBaseUrl: ctx.storageBaseUrl, width: HERO_WIDTH, height: HERO_HEIGHT });
  const formId = `busca-${String(section.id).replace(/[^A-Za-z0-9_-]/g, '')}`;

  return (
    <section
      data-section-id={section.id}
      // Clipped sideways only, and above the next sections: the suggestion dropdown may hang below the hero.
      className={`relative isolate z-10 overflow-x-clip ${image ? 'bg-gray-900 text-white' : theme.hero}`}
    >
      {image ? (
        <>
          <img
            src={image}
            alt=""
            width={HERO_WIDTH}
            height={HERO_HEIGHT}
            fetchPriority="high"
            decoding="async"
            className="absolute inset-0 -z-10 h-full w-full object-cover"
          />
          {/* Dark veil: white text stays readable (4.5:1) on any photo. */}
          <div className="absolute inset-0 -z-10 bg-black/60" aria-hidden="true" />
        </>
      ) : null}
      <div className={`${containerClass} flex min-h-[28rem] flex-col justify-center gap-6 py-20 md:min-h-[36rem]`}>
        <h1 className={`max-w-4xl wrap-break-word ${theme.heroTitle}`}>{title}</h1>
        {subtitle ? <p className="max-w-2xl text-lg md:text-xl">{subtitle}</p> : null}
        <form
          action="/buscar"
          method="get"
          role="search"
          aria-label="Buscar imóveis"
          className="mt-4 grid max-w-3xl gap-3 rounded-2xl bg-white/95 p-4 text-gray-900 shadow-lg sm:grid-cols-[10rem_1fr_auto] sm:items-end"
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={`${formId}-status`} className="text-sm font-medium">
              Finalidade
            </label>
            <select id={`${formId}-status`} name="status" className={theme.field} defaultValue="comprar">
              <option value="comprar">Comprar</option>
              <option value="alugar">Alugar</option>
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${formId}-cidade`} className="text-sm font-medium">
              Localização
            </label>
            <Island
              name="search-box"
              load="interaction"
              component={SearchBox}
              // No search host reaches the render yet, so the box reads the static index the build wrote.
              props={{ inputId: `${formId}-cidade`, name: 'cidade', inputClassName: theme.field, runtime: {} }}
            />
          </div>
          <button type="submit" className={theme.button}>
            Buscar
          </button>
        </form>
      </div>
    </section>
  );
}
