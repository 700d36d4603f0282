import { fireEvent, render, screen } from '@testing-library/react';
import { ToolForm } from './ToolForm';

describe('ToolForm', () => {
  it('keeps its action disabled until the input is ready, then submits once per click', () => {
    const onSubmit = jest.fn();
    const { rerender } = render(
      <ToolForm action="Find skills" busy={false} ready={false} onSubmit={onSubmit}>
        <label>
          Text <input />
        </label>
      </ToolForm>,
    );
    const button = screen.getByRole('button', { name: 'Find skills' });
    expect(button).toBeDisabled();
    // Enter in a field submits the form even when the button is disabled: still nothing is sent.
    fireEvent.submit(button.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(
      <ToolForm action="Find skills" busy={false} ready onSubmit={onSubmit}>
        <input aria-label="Text" />
      </ToolForm>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Find skills' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says it is working and refuses a second submit while busy', () => {
    const onSubmit = jest.fn();
    render(
      <ToolForm action="Find skills" busy ready onSubmit={onSubmit}>
        <input aria-label="Text" />
      </ToolForm>,
    );
    const button = screen.getByRole('button', { name: 'Analysing…' });
    expect(button).toBeDisabled();
    expect(button.closest('form')).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(button.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
