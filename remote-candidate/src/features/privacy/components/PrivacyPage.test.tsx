import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { saveFile } from 'shared-ui/download';
import { exportMyData } from '../api/account';
import { PrivacyPage } from './PrivacyPage';

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), useSignOut: () => async () => undefined }));
jest.mock('shared-ui/download', () => ({ saveFile: jest.fn() }));
jest.mock('../api/account', () => ({ ...jest.requireActual('../api/account'), exportMyData: jest.fn() }));

const MESSAGE =
  'The resume "Data resume" still holds a placeholder (such as "[add %]") that an employer would read as written: replace each with your real result, or delete it, before you send it.';

describe('PrivacyPage export', () => {
  beforeEach(() => jest.mocked(saveFile).mockClear());

  it("shows the export's warning about placeholders on the page after the download", async () => {
    jest.mocked(exportMyData).mockResolvedValue({ format: 'hiregen-candidate-export', warnings: [{ kind: 'placeholders', resumeId: 'r2', message: MESSAGE }] });
    render(
      <MemoryRouter>
        <PrivacyPage profile={null} resumes={[]} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
  });

  it('shows no warning for an export without any', async () => {
    jest.mocked(exportMyData).mockResolvedValue({ format: 'hiregen-candidate-export', warnings: [] });
    render(
      <MemoryRouter>
        <PrivacyPage profile={null} resumes={[]} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalled());
    await screen.findByRole('button', { name: 'Download my data' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
