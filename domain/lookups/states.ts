import { slugify } from '../rules/slug.ts';

/** The 27 Brazilian federative units (26 states plus the Distrito Federal), spec §3.2. */
export interface BrazilianState {
  /** Two-letter code, uppercase ('SP'). /buscar writes it lowercase (spec §2.7). */
  code: string;
  name: string;
}

export const brazilianStates = [
  { code: 'AC', name: 'Acre' },
  { code: 'AL', name: 'Alagoas' },
  { code: 'AP', name: 'Amapá' },
  { code: 'AM', name: 'Amazonas' },
  { code: 'BA', name: 'Bahia' },
  { code: 'CE', name: 'Ceará' },
  { code: 'DF', name: 'Distrito Federal' },
  { code: 'ES', name: 'Espírito Santo' },
  { code: 'GO', name: 'Goiás' },
  { code: 'MA', name: 'Maranhão' },
  { code: 'MT', name: 'Mato Grosso' },
  { code: 'MS', name: 'Mato Grosso do Sul' },
  { code: 'MG', name: 'Minas Gerais' },
  { code: 'PA', name: 'Pará' },
  { code: 'PB', name: 'Paraíba' },
  { code: 'PR', name: 'Paraná' },
  { code: 'PE', name: 'Pernambuco' },
  { code: 'PI', name: 'Piauí' },
  { code: 'RJ', name: 'Rio de Janeiro' },
  { code: 'RN', name: 'Rio Grande do Norte' },
  { code: 'RS', name: 'Rio Grande do Sul' },
  { code: 'RO', name: 'Rondônia' },
  { code: 'RR', name: 'Roraima' },
  { code: 'SC', name: 'Santa Catarina' },
  { code: 'SP', name: 'São Paulo' },
  { code: 'SE', name: 'Sergipe' },
  { code: 'TO', name: 'Tocantins' },
] as const satisfies readonly BrazilianState[];

export type StateCode = (typeof brazilianStates)[number]['code'];

const statesByCode = new Map<string, BrazilianState>(brazilianStates.map((state) => [state.code, state]));

/** The state for a code in any case ('sp', 'SP', ' Sp '); undefined when it is not one of the 27. */
export function stateByCode(code: string | null | undefined): BrazilianState | undefined {
  if (typeof code !== 'string') return undefined;
  return statesByCode.get(code.trim().toUpperCase());
}

const statesBySlug = new Map<string, BrazilianState>(brazilianStates.map((state) => [slugify(state.name), state]));

/**
 * The state a home's `state` names: its code in any case ('sp'), or its name as back ends
 * spell it ('São Paulo', 'sao paulo', 'SÃO PAULO'); undefined for anything else.
 */
export function stateNamed(value: string): BrazilianState | undefined {
  return stateByCode(value) ?? statesBySlug.get(slugify(value));
}

export function isStateCode(code: string | null | undefined): boolean {
  return stateByCode(code) !== undefined;
}
