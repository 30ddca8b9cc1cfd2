/** The listing's key facts with small icons: area, bedrooms, suites, bathrooms, parking spaces. */
import type { ReactElement } from 'react';
import { formatArea, formatCount } from '../../domain/rules/index.ts';
import type { PublicProperty as Property } from '../../domain/rules/public-property.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';

interface Fact {
  icon: IconName;
  text: string;
}

function count(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

export function listingFacts(home: Pick<Property, 'area' | 'bedrooms' | 'suites' | 'bathrooms' | 'parking_spaces'>): Fact[] {
  const facts: Fact[] = [];
  const area = count(home.area);
  if (area !== undefined) facts.push({ icon: 'area', text: formatArea(area) });
  const counted: Array<[IconName, number | undefined, string, string]> = [
    ['bedrooms', count(home.bedrooms), 'quarto', 'quartos'],
    ['suites', count(home.suites), 'suíte', 'suítes'],
    ['bathrooms', count(home.bathrooms), 'banheiro', 'banheiros'],
    ['parking_spaces', count(home.parking_spaces), 'vaga', 'vagas'],
  ];
  for (const [icon, value, singular, plural] of counted) {
    if (value !== undefined) facts.push({ icon, text: formatCount(value, singular, plural) });
  }
  return facts;
}

export function Facts({ home }: { home: Property }): ReactElement | null {
  const facts = listingFacts(home);
  if (facts.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-3" aria-label="Características principais">
      {facts.map((fact) => (
        <li key={fact.icon} className="inline-flex items-center gap-2 text-base">
          <Icon name={fact.icon} className="h-6 w-6 text-primary" />
          {fact.text}
        </li>
      ))}
    </ul>
  );
}
