import { replyLink } from './inbox-api';

test('a reply goes to the sender with "Re:" and the date quoted, every part encoded', () => {
  const link = replyLink({ email: 'a+b@example.com', subject: 'Price & plans?', name: 'Ana', createdAt: '2026-11-20T10:00:00.000Z' });
  const url = new URL(link);
  expect(url.protocol).toBe('mailto:');
  expect(decodeURIComponent(url.pathname)).toBe('a+b@example.com');
  expect(url.searchParams.get('subject')).toBe('Re: Price & plans?');
  expect(url.searchParams.get('body')).toBe('\n\n--- Ana wrote on 2026-11-20 ---\n');
});
