import { describe, expect, it } from 'vitest';
import { ACTION_FORMS, actionBody } from './action-forms';

/** The decision's forms (issue 12 §2, "Decision and permit"): each sends the body its action's schema names. */
describe('the decision forms', () => {
  it('recommend asks for the recommendation and its reasons', () => {
    expect(ACTION_FORMS.recommend.fields.filter((field) => field.required).map((field) => field.name)).toEqual([
      'recommendation',
      'reasons',
    ]);
    expect(actionBody('recommend', { recommendation: 'approve', reasons: ' Complete and in order. ', message: '' })).toEqual({
      action: 'recommend',
      recommendation: 'approve',
      reasons: 'Complete and in order.',
    });
  });

  it('endorse and approve need nothing but may carry a note', () => {
    expect(ACTION_FORMS.endorse.fields.some((field) => field.required)).toBe(false);
    expect(ACTION_FORMS.approve.fields.some((field) => field.required)).toBe(false);
    expect(actionBody('approve', { text: 'Conditions as recommended.', message: '' })).toEqual({
      action: 'approve',
      text: 'Conditions as recommended.',
    });
    expect(actionBody('endorse', { text: '', message: '' })).toEqual({ action: 'endorse' });
  });

  it('deny needs its grounds and is shown as a weighty decision', () => {
    expect(ACTION_FORMS.deny.weighty).toBe(true);
    expect(ACTION_FORMS.deny.fields.find((field) => field.name === 'grounds')?.required).toBe(true);
    expect(actionBody('deny', { grounds: 'The species is critically endangered.', message: '' })).toEqual({
      action: 'deny',
      grounds: 'The species is critically endangered.',
    });
  });

  it('amending a permit sends its conditions one per line', () => {
    expect(
      actionBody('amend_permit', { reasons: 'A condition added.', conditions: 'Report monthly.\n\n Carry the permit. ', title: '' }),
    ).toEqual({
      action: 'amend_permit',
      reasons: 'A condition added.',
      conditions: ['Report monthly.', 'Carry the permit.'],
    });
  });
});
