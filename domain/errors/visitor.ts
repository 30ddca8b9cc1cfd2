/** Catalogue entries a visitor reads (spec §2.6, §8) and the schema messages of spec §5. */
import { entry } from './entry.ts';

// ── visitor-facing (spec §2.6, §8) ───────────────────────────────────────────
export const PageNotFound = entry({ name: 'PageNotFound', code: 'not-found', title: 'No page at this path', message: 'Página não encontrada' });
/** A page's validity check failed (spec §2.2): a listing id or a `{param}` value no listing has. Verbatim, in English, as the spec gives it. */
export const PageInvalid = entry({ name: 'PageInvalid', code: 'not-found', title: 'A listing id or {param} value that does not exist', message: (path: string) => `Page Not Found: ${path}` });
export const SiteInactive = entry({ name: 'SiteInactive', code: 'not-found', title: 'The site is inactive (active: false)', message: 'site inativo' });
export const SiteNotFound = entry({ name: 'SiteNotFound', code: 'not-found', title: 'No site for this host', message: 'site não encontrado' });
export const BackHome = entry({ name: 'BackHome', code: 'not-found', title: "The error page's way back", message: 'Voltar para a página inicial' });
export const ComponentLoading = entry({ name: 'ComponentLoading', code: 'client-failure', title: 'An island is loading (status text)', message: 'Carregando componente...' });
export const ComponentFailed = entry({ name: 'ComponentFailed', code: 'client-failure', title: 'An island failed or timed out', message: 'Erro ao carregar componente' });

// ── schema messages (spec §5, verbatim) ──────────────────────────────────────
export const LeadContactRequired = entry({ name: 'LeadContactRequired', code: 'invalid-record', title: 'A lead without e-mail or phone', message: 'Either email or phone must be provided' });
export const InvalidHex = entry({ name: 'InvalidHex', code: 'invalid-record', title: 'A location that is not hex WKB', message: 'Invalid hex' });
export const OnlyPoint = entry({ name: 'OnlyPoint', code: 'invalid-record', title: 'A location that is not a point', message: 'Only POINT is supported' });
