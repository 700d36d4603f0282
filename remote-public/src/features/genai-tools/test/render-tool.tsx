import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppToasters } from 'shared-ui';
import ServicesArea from '../../../pages/services/ServicesArea';
import { toolBySlug } from '../components/ToolPage';

/** Renders /genai-services/<slug> as the shell mounts it, and waits for the lazy screen. */
export async function renderTool(slug: string) {
  // applyAccept off: the tests also drop files the input's accept list would hide from a picker.
  const user = userEvent.setup({ applyAccept: false });
  render(
    <>
      <AppToasters />
      <MemoryRouter initialEntries={[`/${slug}`]}>
        <ServicesArea />
      </MemoryRouter>
    </>,
  );
  await screen.findByRole('heading', { level: 1, name: toolBySlug(slug)!.name }, { timeout: 5000 });
  return { user };
}

/** The live status line every tool has. */
export const statusLine = () => screen.getAllByRole('status').find((el) => el.classList.contains('gt-status'))!;
