/**
 * The filter form of the search page (spec §2.7): status as a button bar,
 * state and category as selects, city and neighbourhoods from facet counts,
 * bedrooms, bathrooms and parking as '1+'…'4+' bars, price (BRL) and area
 * (m²) ranges, amenities, features and the site's own categories as
 * checkboxes, and the listing code. Every control reports one change; the
 * page applies it (withFilter) and updates the URL.
 */
import type { ReactElement } from 'react';
import type { FilterState } from '../../domain/schemas/filter-state.ts';
import type { FacetDistribution } from '../../search/engine.ts';
import { ButtonBar, CheckboxGroup, DebouncedTextField, SelectField } from './filter-fields.tsx';
import {
  amenityOptions,
  CATEGORY_OPTIONS,
  COUNT_OPTIONS,
  featureOptions,
  placeOptions,
  stateOptions,
  STATUS_OPTIONS,
  type Option,
} from './filter-options.ts';
import { RangeField } from './range-field.tsx';
import { AREA_LIMITS, PRICE_LIMITS, TEXT_DEBOUNCE_MS } from './range-input.ts';

/** A sale has no monthly total, so the field shows only when rentals can be in the results. */
const TOTAL_COST_LEGEND = 'Total mensal (aluguel + condomínio + IPTU)';

export interface SearchFiltersProps {
  filters: FilterState;
  facets: FacetDistribution | undefined;
  /** State code → homes matching the status and category (the build's counts until the live ones load). */
  stateCounts: Readonly<Record<string, number>>;
  /** slug → display name of cities and neighbourhoods already seen. */
  names: ReadonlyMap<string, string>;
  siteCategories: readonly Option[];
  fieldClass: string;
  onChange: (change: Partial<FilterState>) => void;
  /** The first focus or pointer over the form: the place and amenity options are loaded then. */
  onFirstUse: () => void;
}

/** One search page per document (see mobile-menu.tsx on fixed ids). */
const ID = 'vt-busca';

export function SearchFilters(props: SearchFiltersProps): ReactElement {
  const { filters, facets, stateCounts, names, siteCategories, fieldClass, onChange, onFirstUse } = props;
  const cities = placeOptions(facets?.city, filters.city ? [filters.city] : [], names);
  const neighborhoods = placeOptions(facets?.neighborhood, filters.neighborhood ?? [], names);
  return (
    <form
      role="search"
      aria-label="Filtros da busca"
      className="flex flex-col gap-6"
      onSubmit={(event) => event.preventDefault()}
      onFocus={onFirstUse}
      onPointerEnter={onFirstUse}
    >
      <ButtonBar legend="Finalidade" options={STATUS_OPTIONS} value={filters.status} onChange={(status) => onChange({ status })} />
      <SelectField id={`${ID}-estado`} label="Estado" options={stateOptions(stateCounts, filters.state)} value={filters.state?.toUpperCase()} fieldClass={fieldClass} onChange={(state) => onChange({ state })} />
      <SelectField id={`${ID}-tipo`} label="Tipo de imóvel" options={CATEGORY_OPTIONS} value={filters.category} fieldClass={fieldClass} onChange={(category) => onChange({ category })} />
      <SelectField
        id={`${ID}-cidade`}
        label="Cidade"
        options={cities}
        value={filters.city}
        fieldClass={fieldClass}
        // A neighbourhood belongs to its city: a new city drops the old neighbourhoods.
        onChange={(city) => onChange({ city, neighborhood: undefined })}
      />
      <CheckboxGroup legend="Bairros" options={neighborhoods} values={filters.neighborhood} onChange={(neighborhood) => onChange({ neighborhood })} />
      <ButtonBar legend="Quartos" options={COUNT_OPTIONS} value={filters.bedrooms} onChange={(bedrooms) => onChange({ bedrooms })} />
      <ButtonBar legend="Banheiros" options={COUNT_OPTIONS} value={filters.bathrooms} onChange={(bathrooms) => onChange({ bathrooms })} />
      <ButtonBar legend="Vagas" options={COUNT_OPTIONS} value={filters.parking_spaces} onChange={(parking_spaces) => onChange({ parking_spaces })} />
      <RangeField id={`${ID}-valor`} legend="Valor" unit="currency" limits={PRICE_LIMITS} value={filters.price} fieldClass={fieldClass} onChange={(price) => onChange({ price })} />
      {filters.status === 'sale' ? null : (
        <RangeField
          id={`${ID}-custo-total`}
          legend={TOTAL_COST_LEGEND}
          unit="currency"
          limits={PRICE_LIMITS}
          value={filters.total_cost}
          fieldClass={fieldClass}
          onChange={(total_cost) => onChange({ total_cost })}
        />
      )}
      <RangeField id={`${ID}-area`} legend="Área" unit="m2" limits={AREA_LIMITS} value={filters.area} fieldClass={fieldClass} onChange={(area) => onChange({ area })} />
      <CheckboxGroup
        legend="Comodidades"
        options={amenityOptions(facets?.amenities, filters.amenities ?? [])}
        values={filters.amenities}
        onChange={(amenities) => onChange({ amenities })}
      />
      <CheckboxGroup
        legend="Características"
        options={featureOptions(facets?.features, filters.features ?? [])}
        values={filters.features}
        onChange={(features) => onChange({ features })}
      />
      <CheckboxGroup legend="Categorias" options={siteCategories} values={filters.site_categories} onChange={(site_categories) => onChange({ site_categories })} />
      <DebouncedTextField
        id={`${ID}-codigo`}
        label="Código do imóvel"
        value={filters.code}
        delayMs={TEXT_DEBOUNCE_MS}
        fieldClass={fieldClass}
        placeholder="Ex.: 101"
        onChange={(code) => onChange({ code })}
      />
    </form>
  );
}
