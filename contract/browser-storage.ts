/**
 * Everything a site keeps in the visitor's browser (#17 item 5, LGPD): each key, where
 * (localStorage, or sessionStorage that ends with the tab), and why, in the visitor's words.
 * The privacy page lists exactly these; `browser-storage.test.ts` fails when the client
 * stores under a key that is not here.
 */
export interface StoredItem {
  key: string;
  area: 'local' | 'session';
  /** pt-BR: what is kept and what for. */
  what: string;
}

export const BROWSER_STORAGE: readonly StoredItem[] = [
  { key: 'recentViewedHomes', area: 'local', what: 'os imóveis que você visualizou recentemente, para mostrar a seção "Visualizados recentemente"' },
  { key: 'vitrine:favorites', area: 'local', what: 'os códigos dos imóveis que você salvou com o botão "Salvar", para a página Favoritos e o contador no topo do site' },
  { key: 'vitrine:utm', area: 'local', what: 'os parâmetros da campanha pela qual você chegou (utm_source, utm_medium, utm_campaign…), para informar a origem de um contato' },
  { key: 'vitrine:leads:pending', area: 'local', what: 'as mensagens de contato que ainda não puderam ser enviadas (sem conexão), até serem entregues' },
  { key: 'vitrine:live-build', area: 'session', what: 'a versão do site aberta nesta aba, para avisar quando houver uma versão nova' },
  { key: 'vitrine:reload-guard', area: 'session', what: 'evita recarregar a mesma página mais de uma vez quando o site é atualizado' },
  { key: 'vitrine:preview-session', area: 'session', what: 'somente no editor do site (modo construtor): a sessão da pré-visualização' },
];
