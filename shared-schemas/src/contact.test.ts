import { validateContactMessage } from './contact';

const valid = { name: ' Ada ', email: 'ada@example.com', subject: 'Hi', message: 'Hello there' };

describe('validateContactMessage', () => {
  it('trims every value', () => {
    expect(validateContactMessage(valid)).toEqual({ ok: true, value: { ...valid, name: 'Ada' } });
  });

  it('reports the first empty field in the order name, email, subject, message', () => {
    expect(validateContactMessage({ ...valid, subject: ' ', message: '' })).toMatchObject({
      ok: false,
      field: 'subject',
      message: 'Please fill in the "subject" field.',
    });
    expect(validateContactMessage({})).toMatchObject({ field: 'name', message: 'Please fill in the "name" field.' });
  });

  it.each(['a@b', 'a b@c.d', '@b.c', 'a@.c', 'a@b.', 'plain'])('rejects the malformed email %p', (email) => {
    expect(validateContactMessage({ ...valid, email })).toMatchObject({ ok: false, message: 'Invalid email format.' });
  });

  it('treats non-text values as empty and caps lengths', () => {
    expect(validateContactMessage({ ...valid, name: 42 })).toMatchObject({ field: 'name' });
    expect(validateContactMessage({ ...valid, message: 'x'.repeat(5001) })).toMatchObject({ ok: false, field: 'message' });
  });

  it('refuses text with an unpaired surrogate, and keeps emoji and accents', () => {
    expect(validateContactMessage({ ...valid, subject: 'Hi \ud800' })).toMatchObject({ ok: false, field: 'subject' });
    expect(validateContactMessage({ ...valid, name: '\udc00Ada' })).toMatchObject({ ok: false, field: 'name' });
    expect(validateContactMessage({ ...valid, message: 'Merci, José 👋🏽' })).toMatchObject({ ok: true });
  });
});
