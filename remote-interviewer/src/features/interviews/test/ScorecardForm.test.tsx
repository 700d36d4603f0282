import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ScorecardDraft } from '../api/interviews-store';
import { ScorecardForm } from '../components/ScorecardForm';

function Harness({ onSave }: { onSave: (submit: boolean, draft: ScorecardDraft) => Promise<void> }) {
  const [draft, setDraft] = useState<ScorecardDraft>({ ratings: {}, recommendation: null, notes: '', questionNotes: {} });
  return (
    <ScorecardForm competencies={['teamwork', 'customer-focus']} draft={draft} onChange={setDraft} onSave={(submit) => onSave(submit, draft)} saving={false} />
  );
}

describe('ScorecardForm', () => {
  it('asks for every rating and a recommendation, then submits only after a confirmation', async () => {
    const onSave = jest.fn(async () => undefined);
    const user = userEvent.setup();
    render(<Harness onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Rate every competency first: Teamwork, Customer focus.');

    const teamwork = screen.getByRole('group', { name: 'Teamwork' });
    const customer = screen.getByRole('group', { name: 'Customer focus' });
    await user.click(teamwork.querySelector('input[value="4"]')!);
    await user.click(customer.querySelector('input[value="2"]')!);
    await user.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a recommendation first.');

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByLabelText('Notes'), 'Clear examples, weak on customers.');
    await user.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    expect(screen.getByRole('status')).toHaveTextContent(/You will not be able to change it/);
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    expect(onSave).toHaveBeenCalledWith(true, {
      ratings: { teamwork: 4, 'customer-focus': 2 },
      recommendation: 'yes',
      notes: 'Clear examples, weak on customers.',
      questionNotes: {},
    });
  });

  it('saves a draft without checks', async () => {
    const onSave = jest.fn(async () => undefined);
    const user = userEvent.setup();
    render(<Harness onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSave).toHaveBeenCalledWith(false, { ratings: {}, recommendation: null, notes: '', questionNotes: {} });
  });
});
