/** The development's unit typologies: floor plan, area, rooms, lowest price, link to a unit. */
import type { ReactElement } from 'react';
import { formatArea, formatBRL, formatCount } from '../../domain/rules/format.ts';
import type { DevelopmentTypology } from './development-data.ts';
import { safeHref } from '../../contract/escape.ts';
import type { TemplateTheme } from '../../templates/template-types.ts';
import { imageSource, ResponsiveImage } from '../../ui/responsive-image.tsx';

const PLAN_WIDTH = 640;
const PLAN_HEIGHT = 480;

function rooms(t: DevelopmentTypology): string {
  const parts: string[] = [];
  if (t.bedrooms) parts.push(formatCount(t.bedrooms, 'quarto', 'quartos'));
  if (t.suites) parts.push(formatCount(t.suites, 'suíte', 'suítes'));
  if (t.parking_spaces) parts.push(formatCount(t.parking_spaces, 'vaga', 'vagas'));
  return parts.join(' · ');
}

export function Typologies({ typologies, theme, storageBaseUrl }: { typologies: readonly DevelopmentTypology[]; theme: TemplateTheme; storageBaseUrl: string }): ReactElement {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {typologies.map((t) => {
        const plan = t.plan ? imageSource(t.plan.url, { storageBaseUrl, width: PLAN_WIDTH, height: PLAN_HEIGHT, fit: 'contain' }) : undefined;
        return (
          <li key={`${t.label}-${t.area}`} className={`relative flex flex-col ${theme.card} bg-card text-card-text`}>
            <div className="aspect-[4/3] bg-white p-3">
              {plan ? (
                <ResponsiveImage source={plan} alt={t.plan?.caption ?? `Planta – ${t.label}`} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="h-full w-full object-contain" />
              ) : null}
            </div>
            <div className="flex flex-1 flex-col gap-1 p-5">
              <h4 className="font-heading text-lg font-semibold">
                <a href={safeHref(t.url)} className="after:absolute after:inset-0 hover:underline">
                  {t.label}
                </a>
              </h4>
              <p className="text-2xl font-bold">{formatArea(t.area)}</p>
              {rooms(t) ? <p className="text-sm">{rooms(t)}</p> : null}
              <p className="mt-auto pt-3 text-sm">
                {t.priceFrom ? (
                  <>
                    a partir de <strong className="text-base text-card-price">{formatBRL(t.priceFrom)}</strong>
                  </>
                ) : (
                  'Consulte valores'
                )}
              </p>
              <p className="text-xs opacity-80">{formatCount(t.units, 'unidade disponível', 'unidades disponíveis')}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
