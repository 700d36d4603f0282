import { storedTimeIso, storedTimeMs, storedTimeToDate } from './stored-time';

const ISO = '2026-11-01T09:00:00.250Z';
const MS = Date.parse(ISO);

describe('storedTimeToDate', () => {
  it('reads every stored form as the same instant', () => {
    const forms: unknown[] = [
      ISO,
      MS,
      new Date(MS),
      { toDate: () => new Date(MS) },
      { seconds: Math.floor(MS / 1000), nanoseconds: 250_000_000 },
      { _seconds: Math.floor(MS / 1000), _nanoseconds: 250_000_000 },
    ];
    for (const form of forms) expect(storedTimeToDate(form)?.toISOString()).toBe(ISO);
  });

  it('gives null for missing or unreadable values', () => {
    for (const value of [null, undefined, '', 'not a date', Number.NaN, {}, { seconds: '1' }, true, new Date(Number.NaN)]) {
      expect(storedTimeToDate(value)).toBeNull();
    }
  });
});

describe('storedTimeMs', () => {
  it('is the instant in milliseconds, 0 when unreadable', () => {
    expect(storedTimeMs({ seconds: 1, nanoseconds: 500_000_000 })).toBe(1500);
    expect(storedTimeMs(ISO)).toBe(MS);
    expect(storedTimeMs(undefined)).toBe(0);
    expect(storedTimeMs('garbage')).toBe(0);
  });
});

describe('storedTimeIso', () => {
  it("is the ISO form api answers carry, for a Timestamp's plain form and a string alike; null when unreadable", () => {
    expect(storedTimeIso({ _seconds: Math.floor(MS / 1000), _nanoseconds: 250_000_000 })).toBe(ISO);
    expect(storedTimeIso(ISO)).toBe(ISO);
    expect(storedTimeIso(null)).toBeNull();
    expect(storedTimeIso('soon')).toBeNull();
  });
});
