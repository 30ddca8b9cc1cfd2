/**
 * The error catalogue: every message a visitor, an owner or a CI job can meet,
 * in one place (spec §8 plus the CLI's own). Texts the visitor sees are pt-BR;
 * the schema messages of spec §5 are kept verbatim.
 */
export const messages = {
  // spec §8, visitor-facing
  pageNotConfigured: 'Página não encontrada',
  pageInvalid: (path: string) => `Page Not Found: ${path}`,
  frameworkNotFound: (fullPath: string) => `Page not found: ${fullPath}`,
  siteInactive: 'site inativo',
  siteNotFound: 'site não encontrado',
  backHome: 'Voltar para a página inicial',
  componentLoading: 'Carregando componente...',
  componentFailed: 'Erro ao carregar componente',
  // spec §5, schema messages kept exactly
  leadContactRequired: 'Either email or phone must be provided',
  invalidHex: 'Invalid hex',
  onlyPoint: 'Only POINT is supported',
} as const;

export type VitrineErrorCode =
  | 'bad-usage'
  | 'source-not-found'
  | 'source-http'
  | 'source-timeout'
  | 'source-malformed'
  | 'source-aborted'
  | 'invalid-site-config'
  | 'invalid-record'
  | 'unsafe-path'
  | 'app-bundle-missing'
  | 'render-failed'
  | 'publish-failed'
  | 'rollback-failed'
  | 'deploy-failed';

/** An error the CLI reports as a sentence, not a stack trace. */
export class VitrineError extends Error {
  readonly code: VitrineErrorCode;
  readonly status?: number;
  constructor(code: VitrineErrorCode, message: string, options?: { cause?: unknown; status?: number }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'VitrineError';
    this.code = code;
    if (options?.status !== undefined) this.status = options.status;
  }
}
