/**
 * The alert a saved search gets (#17 item 2), in pt-BR: an e-mail (HTML and text) listing
 * the new homes with their price, facts and link, the search itself, why the visitor gets
 * it (the consent they gave) and how to stop it; or, for a search saved with a phone only,
 * a ready `wa.me` link the broker opens to send it. Every value from data is escaped for
 * HTML; links are absolute on the site's host. Pure.
 */
import { escapeHtml } from '../../contract/escape.ts';
import { whatsappDigits } from '../../domain/rules/phone.ts';
import type { SearchDocument } from '../../domain/schemas/index.ts';
import { cardFacts, cardPrice } from '../../ui/card/card-display.ts';
import type { SearchNews } from './new-matches.ts';

export interface AlertSite {
  siteUrl: string;
  name: string;
  /** Where "cancelar" replies go (the broker's e-mail); the List-Unsubscribe header too. */
  replyTo: string | null;
}

export interface AlertMessage {
  channel: 'email' | 'whatsapp';
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** mailto: link that stops the alert (e-mail), also sent as List-Unsubscribe. */
  unsubscribe?: string;
  /** The wa.me link that opens the message in WhatsApp (phone-only searches). */
  whatsapp?: string;
  homes: string[];
  search: string;
}

const count = (n: number) => (n === 1 ? '1 imóvel novo' : `${n} imóveis novos`);
const match = (n: number) => (n === 1 ? 'que combina' : 'que combinam');
const place = (home: SearchDocument) => [home.neighborhood, home.city].filter(Boolean).join(', ');

export function alertMessage(site: AlertSite, news: SearchNews): AlertMessage {
  const origin = `https://${site.siteUrl}`;
  const link = (path: string) => `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
  const searchLink = link(news.search.searchUrl);
  const subject = `${count(news.homes.length)} para a sua busca em ${site.name}`;
  const hello = news.search.name ? `Olá, ${news.search.name}!` : 'Olá!';
  const why = `Você recebe esta mensagem porque criou um alerta de imóveis em ${site.name}${news.search.consent.at ? ` em ${news.search.consent.at.slice(0, 10).split('-').reverse().join('/')}` : ''} e concordou em receber novidades${news.search.consent.version ? ` (termo ${news.search.consent.version})` : ''}.`;
  const lines = news.homes.map((h) => `• ${h.title} — ${cardPrice(h)} — ${[cardFacts(h), place(h)].filter(Boolean).join(' · ')}\n  ${link(h.url)}`);
  const base = { to: news.search.email ?? news.search.phone ?? '', subject, homes: news.homes.map((h) => String(h.id)), search: news.search.searchUrl };

  if (!news.search.email) {
    const text = `${hello} Encontramos ${count(news.homes.length)} para a sua busca em ${site.name}:\n\n${lines.join('\n')}\n\nVer a busca: ${searchLink}\n\nPara não receber mais, responda "cancelar".`;
    const phone = whatsappDigits(news.search.phone ?? '');
    return { ...base, channel: 'whatsapp', text, whatsapp: `https://wa.me/${phone}?text=${encodeURIComponent(text)}` };
  }

  const unsubscribe = site.replyTo
    ? `mailto:${site.replyTo}?subject=${encodeURIComponent(`Cancelar alerta: ${news.search.searchUrl}`)}`
    : undefined;
  const stop = unsubscribe ? 'Para não receber mais este alerta, responda este e-mail com "cancelar" ou use o link Cancelar alerta.' : 'Para não receber mais este alerta, responda este e-mail com "cancelar".';
  const text = `${hello}\n\nEncontramos ${count(news.homes.length)} ${match(news.homes.length)} com a sua busca:\n\n${lines.join('\n\n')}\n\nVer a busca completa: ${searchLink}\n\n${why} ${stop}${unsubscribe ? `\nCancelar alerta: ${unsubscribe}` : ''}\n`;
  const cards = news.homes
    .map(
      (h) => `<li style="margin:0 0 16px"><a href="${escapeHtml(link(h.url))}" style="font-weight:700;color:#111">${escapeHtml(h.title)}</a><br>` +
        `<span style="font-size:18px;font-weight:700">${escapeHtml(cardPrice(h))}</span><br>` +
        `<span style="color:#555">${escapeHtml([cardFacts(h), place(h)].filter(Boolean).join(' · '))}</span></li>`,
    )
    .join('');
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#111">` +
    `<p>${escapeHtml(hello)}</p><p>Encontramos ${escapeHtml(count(news.homes.length))} ${match(news.homes.length)} com a sua busca:</p><ul style="padding-left:18px">${cards}</ul>` +
    `<p><a href="${escapeHtml(searchLink)}">Ver a busca completa</a></p>` +
    `<p style="font-size:12px;color:#555">${escapeHtml(why)} ${escapeHtml(stop)}${unsubscribe ? ` <a href="${escapeHtml(unsubscribe)}">Cancelar alerta</a>` : ''}</p></body></html>`;
  return { ...base, channel: 'email', text, html, ...(unsubscribe ? { unsubscribe } : {}) };
}
