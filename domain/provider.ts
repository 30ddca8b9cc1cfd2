/** The provider behind every tenant site ('Desenvolvido por', 'Ir para a …', spec §2.5–§2.6). */
export type Provider = {
  name: string;
  url: string;
  /** A site whose name contains it is the provider's own: a copyright line instead of 'Desenvolvido por' (spec §2.5). Default: the name. */
  brandWord?: string;
};
/** Today's brand: the default when the operator's config names none (cli/operator-config.ts). */
export const PROVIDER: Provider = { name: 'Vitrine', url: 'https://vitrine.app.br' };
