import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApi } from '../api/client';
import type { StaffApplication } from '../applications/application.queries';
import { applicationIn } from '../permits/permit.fixtures';
import { renderWithProviders, TEST_ORIGIN } from '../testing/render';
import { json, problem } from '../testing/session-api';
import { TermsEditor } from './TermsEditor';
import { DRAFT, EVALUATED, staffTermsOf } from './terms.fixtures';
import type { PermitTerms, TermsDraftInput } from './terms.queries';

const TERMS_PATH = `/api/v1/staff/applications/${EVALUATED.id}/terms`;

/** The editor, its PUT answered by `answer` (the saved terms by default); the bodies sent are kept. */
function renderEditor(options: { application?: StaffApplication; terms?: PermitTerms; answer?: () => Response } = {}) {
  const sent: TermsDraftInput[] = [];
  const terms = options.terms ?? DRAFT;
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'PUT' && path === TERMS_PATH) {
      sent.push((await request.json()) as TermsDraftInput);
      return options.answer ? options.answer() : json(staffTermsOf(terms));
    }
    return json({}, 404);
  };
  const api = createApi({ baseUrl: TEST_ORIGIN, fetch });
  const view = renderWithProviders(<TermsEditor application={options.application ?? EVALUATED} staffTerms={staffTermsOf(terms)} />, {
    api,
  });
  return { ...view, sent, form: screen.getByRole('form', { name: 'Permit’s terms' }) };
}

async function chooseUnit(user: ReturnType<typeof renderEditor>['user'], row: number, unit: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: `Unit, line ${row}` }), unit);
}

describe('the terms editor', () => {
  it('says where each condition is printed: the standard ones first, a special one after them', async () => {
    const { user, form } = renderEditor();
    expect(within(form).getByText(/^1\. The holder keeps every specimen tagged/)).toBeVisible();
    expect(within(form).getByText(/^2\. Report the collection within 30 days/)).toBeVisible();
    // The standard conditions come from the settings: nothing here edits them.
    expect(within(form).queryByRole('textbox', { name: /Report the collection/ })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Add a special condition' }));
    await user.click(within(form).getByRole('button', { name: 'Add a special condition' }));
    expect(within(form).getByRole('textbox', { name: 'Special condition 1' })).toHaveAccessibleDescription(
      'Printed on the certificate as condition 3',
    );
    expect(within(form).getByRole('textbox', { name: 'Special condition 2' })).toHaveAccessibleDescription(
      'Printed on the certificate as condition 4',
    );
    expect(within(form).getByText(/“Conditions or remarks” becomes one too/)).toBeVisible();
  });

  it('checks the quantity, unit, collector and condition before sending, and sends nothing while one is wrong', async () => {
    const { user, form, sent } = renderEditor();
    await chooseUnit(user, 1, 'specimens');
    await user.click(within(form).getByRole('button', { name: 'Add an assistant' }));
    await user.click(within(form).getByRole('button', { name: 'Add a special condition' }));
    await user.click(within(form).getByRole('button', { name: 'Save the terms' }));
    expect(await within(form).findByText('Enter the quantity of this unit')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Quantity, line 1' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Enter the collector’s full name')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Name, assistant 1' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Write the condition, or remove it')).toBeVisible();
    expect(within(form).getByText('Not saved: check the marked fields')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('adds and removes lines, assistants and special conditions, and sends the whole draft', async () => {
    const { user, form, sent } = renderEditor();
    await user.type(within(form).getByRole('textbox', { name: 'Quantity, line 1' }), '40');
    await chooseUnit(user, 1, 'specimens');
    // A second line, then a third removed again: what is sent is what is on screen.
    await user.click(within(form).getByRole('button', { name: 'Add a line' }));
    await user.click(within(form).getByRole('button', { name: 'Add a line' }));
    expect(within(form).getAllByRole('button', { name: /^Remove line/ })).toHaveLength(3);
    await user.click(within(form).getByRole('button', { name: 'Remove line 3' }));
    expect(within(form).getAllByRole('button', { name: /^Remove line/ })).toHaveLength(2);
    await user.type(within(form).getByRole('textbox', { name: 'Quantity, line 2' }), '5');
    await chooseUnit(user, 2, 'tissue samples');
    await user.click(within(form).getByRole('button', { name: 'Add an assistant' }));
    await user.type(within(form).getByRole('textbox', { name: 'Name, assistant 1' }), 'J. Cruz');
    await user.type(within(form).getByRole('textbox', { name: 'Identification, assistant 1' }), 'UMID 1');
    await user.click(within(form).getByRole('button', { name: 'Add a special condition' }));
    await user.type(within(form).getByRole('textbox', { name: 'Special condition 1' }), 'No nests.');
    await user.click(within(form).getByRole('button', { name: 'Save the terms' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const location = EVALUATED.application.locations[0]?.id;
    expect(sent[0]).toEqual({
      lines: [
        {
          id: DRAFT.lines[0]?.id,
          scientificName: 'Platymantis luzonensis',
          locationId: location,
          quantity: 40,
          unit: 'specimens',
          part: 'whole',
          method: 'hand collection',
          periodStart: '2026-12-15',
          periodEnd: '2027-03-31',
        },
        {
          scientificName: 'Platymantis luzonensis',
          locationId: location,
          quantity: 5,
          unit: 'tissue_samples',
          part: null,
          method: null,
          periodStart: null,
          periodEnd: null,
        },
      ],
      collectors: [
        { role: 'holder', name: 'Maria Clara Santos', affiliation: 'UPLB', identification: null },
        { role: 'assistant', name: 'J. Cruz', affiliation: null, identification: 'UMID 1' },
      ],
      specialConditions: ['No nests.'],
    });
    expect(await within(form).findByRole('status')).toHaveTextContent('The terms are saved.');
    // Many keystrokes in happy-dom on a shared machine: the time is the typing's, not a wait.
  }, 60_000);

  it('puts the service’s refusal on the field it names', async () => {
    const { user, form } = renderEditor({
      answer: () =>
        problem(400, 'validation_failed', 'The request is not valid', 'lines/0/periodEnd: is outside the site’s period', [
          { pointer: '/lines/0/periodEnd', detail: 'is outside the site’s period at Los Baños, Laguna (2026-12-01 to 2027-03-31)' },
        ]),
    });
    await user.type(within(form).getByRole('textbox', { name: 'Quantity, line 1' }), '40');
    await chooseUnit(user, 1, 'specimens');
    await user.click(within(form).getByRole('button', { name: 'Save the terms' }));
    const periodEnd = within(form).getByLabelText('Period to, line 1');
    await waitFor(() => expect(periodEnd).toHaveAttribute('aria-invalid', 'true'));
    expect(periodEnd).toHaveAccessibleDescription(/outside the site’s period at Los Baños, Laguna/);
    expect(within(form).getByRole('alert')).toHaveTextContent('The request is not valid');
  });

  it('asks the approver why the terms change, and sends the reason for the journal', async () => {
    const approving = applicationIn('for_decision', ['approve', 'deny']);
    const { user, form, sent } = renderEditor({
      application: approving,
      terms: { ...DRAFT, lines: DRAFT.lines.map((l) => ({ ...l, quantity: 40, unit: 'specimens' })) },
    });
    await user.click(within(form).getByRole('button', { name: 'Save the terms' }));
    expect(await within(form).findByText('Say why the terms change: it is journalled')).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(within(form).getByRole('textbox', { name: /Reason for the change/ }), 'Limited to 20: the population is small.');
    await user.clear(within(form).getByRole('textbox', { name: 'Quantity, line 1' }));
    await user.type(within(form).getByRole('textbox', { name: 'Quantity, line 1' }), '20');
    await user.click(within(form).getByRole('button', { name: 'Save the terms' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.reason).toBe('Limited to 20: the population is small.');
    expect(sent[0]?.lines[0]?.quantity).toBe(20);
  });
});
