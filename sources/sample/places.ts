/**
 * Hand-made place facts for the sample: well-known bairros of the cities the listing data
 * has no neighbourhoods for, with approximate centres (a few hundred metres off at worst),
 * CEP ranges and common street names. São Paulo's districts and centroids come from the
 * derived statistics instead (statistics.json).
 */
import { municipality, statistics } from './statistics.ts';

export interface Bairro {
  name: string;
  lat: number;
  lng: number;
}

export interface CityPlaces {
  city: string;
  state: string;
  ddd: number;
  /** First five CEP digits used for the city's addresses (inclusive range). */
  cepPrefix: [number, number];
  bairros: Bairro[];
}

const handMadeBairros: Record<string, Bairro[]> = {
  'Rio de Janeiro': [
    { name: 'Copacabana', lat: -22.9711, lng: -43.1863 },
    { name: 'Ipanema', lat: -22.9838, lng: -43.2096 },
    { name: 'Leblon', lat: -22.9846, lng: -43.2236 },
    { name: 'Botafogo', lat: -22.9519, lng: -43.1839 },
    { name: 'Flamengo', lat: -22.9326, lng: -43.1756 },
    { name: 'Laranjeiras', lat: -22.9372, lng: -43.1894 },
    { name: 'Tijuca', lat: -22.9249, lng: -43.2329 },
    { name: 'Jardim Botânico', lat: -22.9667, lng: -43.2237 },
    { name: 'Barra da Tijuca', lat: -23.0004, lng: -43.3659 },
    { name: 'Recreio dos Bandeirantes', lat: -23.0175, lng: -43.463 },
    { name: 'Méier', lat: -22.9024, lng: -43.2789 },
    { name: 'Centro', lat: -22.9068, lng: -43.1729 },
  ],
  'Belo Horizonte': [
    { name: 'Savassi', lat: -19.9385, lng: -43.9339 },
    { name: 'Lourdes', lat: -19.932, lng: -43.943 },
    { name: 'Funcionários', lat: -19.9336, lng: -43.928 },
    { name: 'Sion', lat: -19.953, lng: -43.93 },
    { name: 'Buritis', lat: -19.974, lng: -43.97 },
    { name: 'Pampulha', lat: -19.853, lng: -43.971 },
    { name: 'Santo Agostinho', lat: -19.925, lng: -43.949 },
    { name: 'Serra', lat: -19.941, lng: -43.918 },
    { name: 'Centro', lat: -19.9191, lng: -43.9386 },
  ],
  'Porto Alegre': [
    { name: 'Moinhos de Vento', lat: -30.025, lng: -51.202 },
    { name: 'Bela Vista', lat: -30.037, lng: -51.195 },
    { name: 'Petrópolis', lat: -30.042, lng: -51.185 },
    { name: 'Menino Deus', lat: -30.053, lng: -51.223 },
    { name: 'Cidade Baixa', lat: -30.043, lng: -51.22 },
    { name: 'Bom Fim', lat: -30.033, lng: -51.211 },
    { name: 'Centro Histórico', lat: -30.03, lng: -51.23 },
    { name: 'Tristeza', lat: -30.115, lng: -51.247 },
  ],
  Campinas: [
    { name: 'Cambuí', lat: -22.894, lng: -47.052 },
    { name: 'Taquaral', lat: -22.875, lng: -47.056 },
    { name: 'Nova Campinas', lat: -22.898, lng: -47.043 },
    { name: 'Barão Geraldo', lat: -22.82, lng: -47.08 },
    { name: 'Guanabara', lat: -22.893, lng: -47.07 },
    { name: 'Centro', lat: -22.9056, lng: -47.0608 },
  ],
  // Coastal municipalities for the beach developments of the tropical template.
  Ipojuca: [
    { name: 'Porto de Galinhas', lat: -8.5036, lng: -35.0046 },
    { name: 'Muro Alto', lat: -8.4367, lng: -34.9822 },
    { name: 'Maracaípe', lat: -8.5283, lng: -35.0128 },
  ],
  Ubatuba: [
    { name: 'Itaguá', lat: -23.4535, lng: -45.0682 },
    { name: 'Praia Grande', lat: -23.4687, lng: -45.0633 },
    { name: 'Perequê-Açu', lat: -23.4237, lng: -45.0686 },
  ],
};

const cepPrefixes: Record<string, [number, number]> = {
  'São Paulo': [1000, 5899],
  'Rio de Janeiro': [20000, 23799],
  'Belo Horizonte': [30110, 31999],
  'Porto Alegre': [90010, 91999],
  Campinas: [13010, 13105],
  Ipojuca: [55590, 55594],
  Ubatuba: [11680, 11689],
};

/** Street names found in almost every Brazilian city (honouring dates, saints, founders). */
export const streetNames = [
  'Rua Sete de Setembro',
  'Rua XV de Novembro',
  'Rua Tiradentes',
  'Rua Santos Dumont',
  'Rua Dom Pedro II',
  'Rua São Bento',
  'Rua das Flores',
  'Rua das Palmeiras',
  'Rua dos Andradas',
  'Rua Marechal Deodoro',
  'Rua Barão do Rio Branco',
  'Rua José Bonifácio',
  'Rua Rui Barbosa',
  'Rua Machado de Assis',
  'Rua Castro Alves',
  'Avenida Brasil',
  'Avenida Independência',
  'Avenida Getúlio Vargas',
  'Alameda dos Ipês',
  'Travessa Santa Luzia',
] as const;

/** Well-known streets of the named São Paulo districts, used when one is at hand. */
export const saoPauloStreets: Record<string, string[]> = {
  'Vila Mariana': ['Rua Domingos de Morais', 'Rua Joaquim Távora', 'Rua França Pinto'],
  Pinheiros: ['Rua dos Pinheiros', 'Rua Teodoro Sampaio', 'Rua Cardeal Arcoverde'],
  Moema: ['Avenida Ibirapuera', 'Alameda dos Maracatins', 'Avenida Moema'],
  'Bela Vista': ['Rua Treze de Maio', 'Rua Rui Barbosa', 'Avenida Brigadeiro Luís Antônio'],
  Mooca: ['Rua da Mooca', 'Rua Juventus', 'Rua Taquari'],
  Perdizes: ['Rua Cardoso de Almeida', 'Rua Monte Alegre', 'Rua Turiassu'],
  'Jardim Paulista': ['Alameda Lorena', 'Rua Oscar Freire', 'Alameda Santos'],
  'Itaim Bibi': ['Rua Joaquim Floriano', 'Rua Tabapuã', 'Avenida Horácio Lafer'],
  Brooklin: ['Rua Michigan', 'Avenida Santo Amaro', 'Rua Princesa Isabel'],
};

export function cityPlaces(city: string): CityPlaces {
  const seat = municipality(city);
  const cepPrefix = cepPrefixes[city];
  if (!cepPrefix) throw new Error(`no CEP range for ${city}`);
  const bairros =
    city === 'São Paulo'
      ? statistics.sao_paulo.districts.map(({ name, lat, lng }) => ({ name, lat, lng }))
      : handMadeBairros[city];
  if (!bairros) throw new Error(`no bairros for ${city}`);
  return { city, state: seat.uf, ddd: seat.ddd, cepPrefix, bairros };
}

export const COMPLETE_SITE_CITIES = ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Porto Alegre', 'Campinas'] as const;
export const COASTAL_CITIES = ['Ipojuca', 'Ubatuba'] as const;
