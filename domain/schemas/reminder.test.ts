import { describe, expect, it } from 'vitest';
import { REPEAT_TYPES, reminderSchema } from './reminder.ts';
import { problems } from './test-fixtures.ts';

describe('reminderSchema', () => {
  it('takes the five repeat types, default none', () => {
    expect(REPEAT_TYPES).toEqual(['none', 'daily', 'weekly', 'monthly', 'yearly']);
    expect(reminderSchema.parse({ title: 'Ligar' }).repeat_type).toBe('none');
    expect(reminderSchema.parse({ title: 'Ligar', repeat_type: 'yearly', repeat_interval: 2 })).toMatchObject({
      repeat_type: 'yearly',
      repeat_interval: 2,
    });
    expect(problems(reminderSchema, { title: 'Ligar', repeat_type: 'hourly' })).toEqual([
      'repeat_type: must be one of none, daily, weekly, monthly, yearly',
    ]);
  });

  it('requires a title and a positive interval', () => {
    expect(problems(reminderSchema, { title: 'x', repeat_interval: 0 })).toEqual(['repeat_interval: must be at least 1']);
    expect(problems(reminderSchema, {})).toEqual(['title: is required']);
  });
});
