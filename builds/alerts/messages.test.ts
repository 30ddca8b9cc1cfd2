import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../../domain/schemas/index.ts';
import { alertMessage } from './messages.ts';
import { sinceTime } from './run-alerts.ts';

const home = { id: 7, status: 'rent', title: 'Casa <b>nova</b> & bonita', url: '/imovel/aluguel/casa/7', rental_price: 350_000, price: null, area: 90, bedrooms: 2, parking_spaces: 1, neighborhood: 'Moema', city: 'São Paulo' } as unknown as SearchDocument;
const search = { key: 'k', email: null, phone: '(11) 98765-4321', name: 'Ana', searchUrl: '/buscar/alugar/', savedAt: null, consent: { version: 'alerta-2026-11', at: '2026-11-20T10:00:00Z' } };
const site = { siteUrl: 'imob.test', name: 'Imob Teste', replyTo: 'contato@imob.test' };

describe('alert messages', () => {
  it('gives a phone-only search a WhatsApp message with the listing, its price and link', () => {
    const message = alertMessage(site, { search, homes: [home] });
    expect(message.channel).toBe('whatsapp');
    expect(message.whatsapp).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    expect(decodeURIComponent(message.whatsapp!.split('text=')[1]!)).toContain('R$ 3.500/mês');
    expect(message.text).toContain('https://imob.test/imovel/aluguel/casa/7');
  });

  it('escapes the listing in the e-mail HTML and says why the visitor gets it and how to stop', () => {
    const message = alertMessage(site, { search: { ...search, email: 'a@b.com' }, homes: [home, { ...home, id: 8 }] });
    expect(message.subject).toBe('2 imóveis novos para a sua busca em Imob Teste');
    expect(message.html).toContain('Casa &lt;b&gt;nova&lt;/b&gt; &amp; bonita');
    expect(message.html).not.toContain('<b>nova</b>');
    expect(message.text).toContain('em 20/11/2026 e concordou em receber novidades (termo alerta-2026-11)');
    expect(message.unsubscribe).toBe('mailto:contato@imob.test?subject=Cancelar%20alerta%3A%20%2Fbuscar%2Falugar%2F');
  });

  it('reads --since as a build id or a date', () => {
    expect(sinceTime('20261124-090758652-0c07')).toBe('2026-11-24T09:07:58.652Z');
    expect(sinceTime('2026-11-20')).toBe('2026-11-20T00:00:00.000Z');
    expect(() => sinceTime('ontem')).toThrow('neither a build id nor a date');
  });
});
