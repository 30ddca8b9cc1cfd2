/** The provider behind every tenant site ('Desenvolvido por', 'Ir para a …', spec §2.5–§2.6). */
export const PROVIDER = { name: 'Vitrine', url: 'https://vitrine.app.br' } as const;
export type Provider = { name: string; url: string };
