/** Catalogue entries of the browser console: what the runtime and islands log (pt-BR, for the owner's developer). */
import { entry } from './entry.ts';

const log = (name: string, title: string, message: string) => entry({ name, code: 'client-failure', title, message });

export const PageAnalyticsUnreadable = log(
  'PageAnalyticsUnreadable',
  'The page analytics data does not parse',
  'Dados de análise da página ilegíveis:',
);
export const GaEventFailed = log('GaEventFailed', 'gtag threw', 'Falha ao registrar evento no Google Analytics:');
export const PixelEventFailed = log('PixelEventFailed', 'fbq threw', 'Falha ao registrar evento no Facebook Pixel:');
export const LocalStorageUnavailable = log('LocalStorageUnavailable', 'localStorage is off', 'Armazenamento local indisponível:');
export const UtmSaveFailed = log('UtmSaveFailed', 'UTM parameters not saved', 'Falha ao salvar os parâmetros UTM:');
export const UtmReadFailed = log('UtmReadFailed', 'UTM parameters not read', 'Falha ao ler os parâmetros UTM:');
export const BuilderSectionMissing = log(
  'BuilderSectionMissing',
  'scroll-to-section names no section of the page',
  'Seção não encontrada na página:',
);
export const BuilderUnconfigured = log(
  'BuilderUnconfigured',
  'Builder mode without its settings',
  'Modo construtor sem configuração: mensagens ignoradas.',
);
export const BuilderConfigRefused = log(
  'BuilderConfigRefused',
  'The preview refused a posted config',
  'Configuração do site recusada pela pré-visualização:',
);
export const BuilderConfigFailed = log(
  'BuilderConfigFailed',
  'Applying a posted config failed',
  'Falha ao aplicar a configuração do site:',
);
export const BuilderNavigationOutside = log(
  'BuilderNavigationOutside',
  'navigate-to leaves the site',
  'Navegação do construtor fora do site ignorada:',
);
export const CarouselFailed = log('CarouselFailed', 'Swiper failed to load', 'Falha ao carregar o carrossel; as fotos seguem roláveis:');
export const LocationMapFailed = log('LocationMapFailed', 'Leaflet failed to load', 'Falha ao carregar o mapa:');
export const LeadResendFailed = log('LeadResendFailed', 'Queued leads not sent again', 'Falha ao reenviar contatos pendentes:');
export const EarlyLeadKeepFailed = log('EarlyLeadKeepFailed', 'A lead sent before its form loaded not kept', 'Falha ao guardar o contato no navegador; enviado pelo formulário:');
export const WhatsappLeadFailed = log('WhatsappLeadFailed', 'A WhatsApp click not recorded', 'Falha ao registrar o contato pelo WhatsApp:');
export const ListingLookupFailed = log(
  'ListingLookupFailed',
  'An old listing link could not be resolved',
  'Não foi possível localizar o imóvel:',
);
export const SessionStorageFailed = log('SessionStorageFailed', 'sessionStorage is off', 'Falha ao acessar o armazenamento da sessão:');
export const RecentAccessFailed = log(
  'RecentAccessFailed',
  'Recently viewed storage is off',
  'Falha ao acessar os imóveis vistos recentemente:',
);
export const RecentReadFailed = log('RecentReadFailed', 'Recently viewed not read', 'Falha ao ler os imóveis vistos recentemente:');
export const RecentSaveFailed = log('RecentSaveFailed', 'Recently viewed not saved', 'Falha ao salvar os imóveis vistos recentemente:');
export const FavoritesReadFailed = log('FavoritesReadFailed', 'Favourites not read', 'Falha ao ler os imóveis favoritos:');
export const FavoritesSaveFailed = log('FavoritesSaveFailed', 'Favourites not saved', 'Falha ao salvar os imóveis favoritos:');
export const FavoritesLoadFailed = log('FavoritesLoadFailed', 'Favourite homes not loaded', 'Falha ao carregar os imóveis favoritos:');
export const AnalyticsLoadFailed = log(
  'AnalyticsLoadFailed',
  'The analytics chunk failed to load',
  'Falha ao carregar a análise de acessos:',
);
export const BuilderLoadFailed = log('BuilderLoadFailed', 'The builder chunk failed to load', 'Falha ao carregar o modo construtor:');
export const NavigationLoadFailed = log('NavigationLoadFailed', 'The navigation chunk failed to load', 'Falha ao carregar a navegação:');
export const SuggestionsFailed = log('SuggestionsFailed', 'A suggestion round failed', 'Erro ao buscar sugestões:');
export const SearchFailed = log('SearchFailed', 'A live search failed', 'Erro ao buscar imóveis:');
export const BuilderMessageIgnored = entry({
  name: 'BuilderMessageIgnored',
  code: 'client-failure',
  title: 'A builder message the schema refuses',
  message: (type: string) => `Mensagem do construtor ignorada (${type}):`,
});
