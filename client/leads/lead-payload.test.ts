import { describe, expect, it } from 'vitest';
import { leadPayload } from './lead-payload.ts';
import { CONTACT_REQUIRED_TEXT, INVALID_EMAIL_TEXT, leadErrors, visitorMessages } from '../../contract/lead-validation.ts';

const origin = { siteId: 1, source: 'site' as const, referrer: 'https://www.google.com/', userAgent: 'Chromium', utm: { utm_source: 'google', utm_campaign: 'x', utm_captured_at: 'never sent' } };

describe('lead payload', () => {
  it('sends trimmed fields, the phone as digits, the origin and UTM, and leaves blanks out', () => {
    expect(leadPayload({ name: ' Ana ', email: '', phone: '(11) 98765-4321', message: '  ' }, { ...origin, homeId: 101 })).toEqual({
      name: 'Ana',
      phone: '11987654321',
      site_id: 1,
      home_id: 101,
      source: 'site',
      referrer: 'https://www.google.com/',
      user_agent: 'Chromium',
      utm_source: 'google',
      utm_campaign: 'x',
    });
    expect(leadPayload({}, { source: 'whatsapp', siteId: null, homeId: null, referrer: '' })).toEqual({ source: 'whatsapp' });
  });
});

describe('lead validation in the browser', () => {
  it('refuses neither e-mail nor phone with the schema message, shown in pt-BR', () => {
    const errors = leadErrors(leadPayload({ name: 'Ana', message: 'Oi' }, origin));
    expect(errors).toEqual([{ path: 'email', message: 'Either email or phone must be provided' }]);
    expect(visitorMessages(errors)).toEqual({ contact: CONTACT_REQUIRED_TEXT });
  });

  it('accepts an e-mail or a phone alone, and names a bad e-mail', () => {
    expect(leadErrors(leadPayload({ email: 'ana@example.com' }, origin))).toEqual([]);
    expect(leadErrors(leadPayload({ phone: '11 3456-7890' }, origin))).toEqual([]);
    expect(visitorMessages(leadErrors(leadPayload({ email: 'ana@' }, origin)))).toEqual({ email: INVALID_EMAIL_TEXT });
    expect(visitorMessages([{ path: 'home_id', message: 'must be a whole number' }])).toEqual({ form: 'Verifique os dados informados' });
  });
});
