/**
 * A lead form posted without JavaScript (the island not loaded yet, or
 * scripts off): the browser sends `application/x-www-form-urlencoded` and
 * navigates to the answer, so the endpoint answers with a small pt-BR page
 * instead of JSON — the lead is stored all the same.
 */
import { escapeAttr, escapeHtml } from '../contract/escape.ts';
import { CONTACT_CONSENT_VERSION, contactConsent } from '../contract/lead-consent.ts';
import { visitorMessage } from '../contract/lead-validation.ts';
import { sameSiteLocation } from './safe-location.ts';

export const FORM_CONTENT_TYPE = /^application\/x-www-form-urlencoded\b/i;

/** Fields a form may carry; everything else in the body is dropped. */
const FORM_FIELDS = ['name', 'email', 'phone', 'message', 'site_id', 'home_id', 'source'] as const;

/**
 * The posted form as the object the Lead schema reads; numeric ids as numbers, like the island's JSON.
 * A form that names the contact notice it showed records that consent, as the island does, timed now.
 */
export function formLeadInput(body: string, now: Date = new Date()): Record<string, string | number> {
  const params = new URLSearchParams(body);
  const input: Record<string, string | number> = {};
  for (const field of FORM_FIELDS) {
    const value = params.get(field);
    if (value === null || value === '') continue;
    input[field] = (field === 'site_id' || field === 'home_id') && /^\d{1,15}$/.test(value) ? Number(value) : value;
  }
  if (params.get('consent_version') === CONTACT_CONSENT_VERSION) Object.assign(input, contactConsent(now));
  return input;
}

/** Back to the page the form was on — a path of the same host only (./safe-location.ts), so the answer never links elsewhere. */
export function backLink(referer: string | undefined, host: string | undefined): string {
  if (!referer || !host) return '/';
  try {
    const url = new URL(referer);
    return url.host === host.toLowerCase() ? sameSiteLocation(`${url.pathname}${url.search}`) : '/';
  } catch {
    return '/';
  }
}

export function leadAnswerPage(result: { stored: true } | { stored: false; errors: { path: string; message: string }[] }, back: string): string {
  const title = result.stored ? 'Mensagem enviada' : 'Não foi possível enviar';
  const body = result.stored
    ? '<p>Obrigado! Recebemos seu contato e responderemos em breve.</p>'
    : `<ul>${[...new Set(result.errors.map(visitorMessage))].map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul>`;
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title>
<style>body{font:1.0625rem/1.6 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.5rem;color:#111}a{color:#1d4ed8}</style></head>
<body><main><h1>${title}</h1>${body}<p><a href="${escapeAttr(back)}">Voltar</a></p></main></body></html>`;
}
