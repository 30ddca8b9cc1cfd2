import { describe, expect, it } from 'vitest';
import { LeadContactRequired } from '../errors.ts';
import { leadSchema } from './lead.ts';
import { problems } from './test-fixtures.ts';

describe('leadSchema', () => {
  it('accepts a lead with an email or a phone', () => {
    expect(leadSchema.parse({ name: 'Ana', email: 'ana@example.com' }).email).toBe('ana@example.com');
    expect(leadSchema.parse({ name: 'Ana', phone: '(11) 99999-9999' }).phone).toBe('(11) 99999-9999');
  });

  it("rejects a lead with neither, with the spec's exact message on 'email'", () => {
    expect(LeadContactRequired.message).toBe('Either email or phone must be provided');
    expect(problems(leadSchema, { name: 'Ana' })).toEqual(['email: Either email or phone must be provided']);
    expect(problems(leadSchema, { name: 'Ana', email: '', phone: '  ' })).toEqual([
      'email: Either email or phone must be provided',
    ]);
    expect(problems(leadSchema, { email: null, phone: null })).toEqual(['email: Either email or phone must be provided']);
  });

  it('rejects an invalid email', () => {
    expect(problems(leadSchema, { email: 'ana@', phone: '1199' })).toEqual(['email: must be a valid email address']);
  });

  it('reads empty form fields as null', () => {
    const lead = leadSchema.parse({ email: ' ana@example.com ', phone: '' });
    expect(lead.email).toBe('ana@example.com');
    expect(lead.phone).toBeNull();
  });

  it('takes temperature low, medium or high', () => {
    expect(leadSchema.parse({ phone: '1', temperature: 'high' }).temperature).toBe('high');
    expect(problems(leadSchema, { phone: '1', temperature: 'hot' })).toEqual(['temperature: must be one of low, medium, high']);
  });

  it('carries notes, reminders, utm fields and partial site and home', () => {
    const lead = leadSchema.parse({
      phone: '1',
      utm_source: 'google',
      lead_notes: [{ content: 'Ligou' }],
      reminders: [{ title: 'Retornar' }],
      home: { id: 5, city: 'Recife' },
      site: { site_url: 'a.com.br' },
    });
    expect(lead.utm_source).toBe('google');
    expect(lead.lead_notes).toEqual([{ content: 'Ligou' }]);
    expect(lead.reminders[0]).toMatchObject({ title: 'Retornar', repeat_type: 'none', is_completed: false, is_active: true });
    expect(lead.home?.city).toBe('Recife');
    expect(lead.site?.site_url).toBe('a.com.br');
  });
});
