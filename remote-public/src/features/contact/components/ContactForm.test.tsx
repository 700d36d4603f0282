import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppToasters } from 'shared-ui';
import { ContactForm } from './ContactForm';

/** A minimal fetch Response: jsdom has no fetch of its own. */
function reply(status: number, body?: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (body === undefined) throw new SyntaxError('Unexpected end of JSON input');
      return body;
    },
  } as Response;
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

function renderForm() {
  const user = userEvent.setup();
  render(
    <>
      <AppToasters />
      <ContactForm />
    </>,
  );
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
  const fill = async (values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>) => {
    for (const [label, value] of Object.entries(values)) {
      await user.clear(field(label));
      if (value) await user.type(field(label), value);
    }
  };
  const send = () => user.click(screen.getByRole('button', { name: /send message|sending/i }));
  return { user, field, fill, send };
}

const complete = { Name: '  Ada Lovelace ', Email: ' ada@example.com ', Subject: ' Demo ', Message: ' Please call me. ' };

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('ContactForm', () => {
  it('shows the four required fields as the specification lists them', () => {
    const { field } = renderForm();
    expect(field('Name')).toHaveAttribute('placeholder', 'Your Name');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(field('Message')).toHaveAttribute('rows', '6');
    expect(field('Message')).toHaveAttribute('spellcheck', 'true');
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(field(label)).toBeRequired();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('names the first empty field, in the order name, email, subject, message, and does not send', async () => {
    const { fill, send } = renderForm();
    const steps: [Partial<typeof complete>, string][] = [
      [{ Name: '   ' }, 'name'],
      [{ Name: 'Ada', Email: ' ' }, 'email'],
      [{ Email: 'ada@example.com' }, 'subject'],
      [{ Subject: 'Hello', Message: '  ' }, 'message'],
    ];
    for (const [values, fieldName] of steps) {
      await fill(values);
      await send();
      expect(await screen.findByText(`Please fill in the "${fieldName}" field.`)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed email', async () => {
    const { fill, send } = renderForm();
    await fill({ ...complete, Email: 'ada@example' });
    await send();
    expect(await screen.findByText('Invalid email format.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the trimmed message, shows "Sending..." meanwhile, then clears the fields and keeps the note', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { fill, send, field } = renderForm();
    await fill(complete);
    await send();

    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact-us');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Demo',
      message: 'Please call me.',
    });

    await act(async () => answer(reply(201)));
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(field(label)).toHaveValue('');
    expect(screen.getByText('Your message has been sent. Our team will contact you shortly.')).toBeVisible();
  });

  it('clears an earlier error toast once a corrected message is sent', async () => {
    fetchMock.mockResolvedValue(reply(201));
    const { fill, send } = renderForm();
    await fill({ ...complete, Email: 'ada@example' });
    await send();
    expect(await screen.findByText('Invalid email format.')).toBeInTheDocument();
    await fill({ Email: 'ada@example.com' });
    await send();
    expect(await screen.findByText('Your message has been sent. Our team will contact you shortly.')).toBeVisible();
    // Dismissed: the toast leaves (jsdom never ends its exit animation, so it stays in the DOM, marked out).
    await waitFor(() => expect(screen.getByText('Invalid email format.').closest('.Toastify__toast')).toHaveAttribute('data-in', 'false'));
  }, 20_000); // types two forms' worth of keystrokes

  it('sends the honeypot only when it was filled in', async () => {
    fetchMock.mockResolvedValue(reply(201));
    const { fill, send, user } = renderForm();
    await fill(complete);
    await user.type(document.querySelector<HTMLInputElement>('input[name="website"]')!, 'spam.example');
    await send();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ website: 'spam.example' });
  });

  it("keeps the fields and shows the server's message when the send is refused", async () => {
    fetchMock.mockResolvedValue(reply(429, { message: 'Too many messages. Try again in a minute.' }));
    const { fill, send, field } = renderForm();
    await fill(complete);
    await send();
    expect(await screen.findByText('Too many messages. Try again in a minute.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(field('Name')).toHaveValue(complete.Name);
    expect(field('Message')).toHaveValue(complete.Message);
    expect(screen.queryByText(/Your message has been sent/)).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it('shows the generic failure when the server sends no message', async () => {
    fetchMock.mockResolvedValue(reply(500));
    const { fill, send, field } = renderForm();
    await fill(complete);
    await send();
    expect(await screen.findByText('Failed to send message. Try again later.')).toBeInTheDocument();
    expect(field('Subject')).toHaveValue(complete.Subject);
    expect(console.error).toHaveBeenCalled();
  });

  it('treats a network failure as a failed send', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { fill, send, field } = renderForm();
    await fill(complete);
    await send();
    expect(await screen.findByText('Failed to send message. Try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(field('Subject')).toHaveValue(complete.Subject);
    expect(console.error).toHaveBeenCalled();
  });
});
