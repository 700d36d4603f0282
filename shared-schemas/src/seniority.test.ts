import { SENIORITIES, seniorityFromEngine } from './hiring';

describe('seniorityFromEngine', () => {
  it('keeps every product level as it is', () => {
    for (const level of SENIORITIES) expect(seniorityFromEngine(level)).toBe(level);
    expect(seniorityFromEngine(' Senior ')).toBe('senior');
  });

  it('maps the engine-only levels onto the product scale', () => {
    expect(seniorityFromEngine('junior')).toBe('entry');
    expect(seniorityFromEngine('principal')).toBe('lead');
    expect(seniorityFromEngine('staff')).toBe('lead');
  });

  it('is null for anything unknown', () => {
    for (const value of [null, undefined, '', 'guru']) expect(seniorityFromEngine(value)).toBeNull();
  });
});
