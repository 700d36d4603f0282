import { loginPathFor, parseRole, roleMatches } from './roles';

describe('roles', () => {
  it('compares roles ignoring case', () => {
    expect(roleMatches('hr', 'HR')).toBe(true);
    expect(roleMatches('Candidate', 'Admin')).toBe(false);
    expect(roleMatches(undefined, 'Admin')).toBe(false);
  });
  it('sends HR to the resumeinflux login and others to /login/{role}', () => {
    expect(loginPathFor('HR')).toBe('/resumeinflux/login');
    expect(loginPathFor('Interviewer')).toBe('/login/interviewer');
  });
  it('parses only the four roles', () => {
    expect(parseRole('ADMIN')).toBe('Admin');
    expect(parseRole('wizard')).toBeUndefined();
  });
});
