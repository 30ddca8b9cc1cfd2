import { describe, expect, it } from 'vitest';
import { CONTACT_CONSENT_TEXT, CONTACT_CONSENT_VERSION } from '../contract/lead-consent.ts';
import { formLeadInput } from './lead-form-post.ts';

describe('formLeadInput', () => {
  const at = new Date('2026-11-25T20:00:00.000Z');

  it('records the contact notice a form without JavaScript showed, timed at receipt', () => {
    const body = new URLSearchParams({ email: 'ana@example.com', site_id: '7', source: 'site', consent_version: CONTACT_CONSENT_VERSION }).toString();
    expect(formLeadInput(body, at)).toEqual({
      email: 'ana@example.com',
      site_id: 7,
      source: 'site',
      consent_version: CONTACT_CONSENT_VERSION,
      consent_text: CONTACT_CONSENT_TEXT,
      consent_at: '2026-11-25T20:00:00.000Z',
      consent_marketing: 'false',
    });
  });

  it('takes no consent text from the body, and records none for a notice it does not know', () => {
    const body = new URLSearchParams({ email: 'ana@example.com', consent_version: 'outra', consent_text: 'Aceito tudo', consent_marketing: 'true' }).toString();
    expect(formLeadInput(body, at)).toEqual({ email: 'ana@example.com' });
  });
});
