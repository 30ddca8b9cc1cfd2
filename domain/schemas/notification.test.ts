import { describe, expect, it } from 'vitest';
import { notificationSchema } from './notification.ts';
import { problems } from './test-fixtures.ts';

describe('notificationSchema', () => {
  it('takes reminder, new_lead or system', () => {
    expect(notificationSchema.parse({ title: 'Novo lead', type: 'new_lead', lead: { id: 1, name: 'Ana' } })).toMatchObject({
      type: 'new_lead',
      is_read: false,
      is_dismissed: false,
      lead: { id: 1, name: 'Ana' },
    });
    expect(problems(notificationSchema, { title: 'x', type: 'email' })).toEqual([
      'type: must be one of reminder, new_lead, system',
    ]);
  });

  it('keeps the action url safe', () => {
    expect(notificationSchema.safeParse({ title: 'x', type: 'system', action_url: 'javascript:x' }).success).toBe(false);
    expect(notificationSchema.parse({ title: 'x', type: 'system', action_url: '/leads/1' }).action_url).toBe('/leads/1');
  });
});
