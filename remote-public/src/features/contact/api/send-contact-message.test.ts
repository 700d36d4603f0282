import { ContactSendError, sendContactMessage } from './send-contact-message';

const message = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' };
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('sendContactMessage', () => {
  it('gives up after the timeout with the generic failure', async () => {
    // A server that never answers: resolves only when the request is aborted.
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const started = Date.now();
    await expect(sendContactMessage(message, { timeoutMs: 50 })).rejects.toEqual(new ContactSendError('Failed to send message. Try again later.'));
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('ignores an error body that is not JSON or has no text message', async () => {
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 502,
      json: async () => {
        throw new SyntaxError('HTML');
      },
    } as unknown as Response);
    await expect(sendContactMessage(message)).rejects.toMatchObject({ message: 'Failed to send message. Try again later.', status: 502 });
    fetchMock.mockResolvedValueOnce({ ok: false, status: 400, json: async () => ({ message: 42 }) } as unknown as Response);
    await expect(sendContactMessage(message)).rejects.toMatchObject({ message: 'Failed to send message. Try again later.', status: 400 });
  });

  it('does not send an empty honeypot', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 201 } as Response);
    await sendContactMessage(message, { website: '' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual(message);
  });
});
