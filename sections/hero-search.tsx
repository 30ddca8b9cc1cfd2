/** The hero's search form: purpose, place (the suggestion box island) and submit, posting to /buscar by GET. */
import type { ReactElement } from 'react';
import SearchBox from '../client/islands/search-box.tsx';
import { SEARCH_ROOT } from '../contract/routes.ts';
import { searchPathSegments, type ListingStatus } from '../domain/lookups/labels.ts';
import { pageHref } from '../domain/rules/page-href.ts';
import { Island } from '../ui/island.tsx';
import type { TemplateTheme } from '../templates/template-types.ts';

export function HeroSearchForm({
  sectionId,
  theme,
  centred,
  status,
}: {
  sectionId: string;
  theme: TemplateTheme;
  centred: boolean;
  /** The page's own status (a prerendered /buscar/alugar page): the select starts on it. */
  status?: ListingStatus;
}): ReactElement {
  const formId = `busca-${sectionId.replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <form
      action={pageHref(SEARCH_ROOT)}
      method="get"
      role="search"
      aria-label="Buscar imóveis"
      className={`mt-4 grid w-full max-w-3xl gap-3 text-left text-gray-900 sm:grid-cols-[10rem_1fr_auto] sm:items-end ${centred ? 'mx-auto' : ''} ${theme.searchBox}`}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${formId}-status`} className="text-sm font-medium">
          Finalidade
        </label>
        <select id={`${formId}-status`} name="status" className={theme.field} defaultValue={searchPathSegments[status ?? 'sale']}>
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
  );
}
