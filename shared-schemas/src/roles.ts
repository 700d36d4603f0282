/** The four HireGen roles, spelled as the product shows them. */
export const ROLES = ['Candidate', 'Interviewer', 'HR', 'Admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may pick for themselves at sign-up; Admin is only ever granted. */
export const SELF_SERVICE_ROLES: readonly Role[] = ['Candidate', 'Interviewer', 'HR'];

/** Case-insensitive role lookup: "hr", "HR" and "Hr" are all HR. Unknown → undefined. */
export function parseRole(value: unknown): Role | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = value.trim().toLowerCase();
  return ROLES.find((role) => role.toLowerCase() === wanted);
}

/** Access when the user's role, lower-cased, equals the required role, lower-cased. */
export function roleMatches(userRole: unknown, requiredRole: string): boolean {
  return typeof userRole === 'string' && userRole.toLowerCase() === requiredRole.toLowerCase();
}

/** HR signs in at /resumeinflux/login, every other role at /login/{role}. */
export function loginPathFor(role: string): string {
  return role.toLowerCase() === 'hr' ? '/resumeinflux/login' : `/login/${role.toLowerCase()}`;
}

/** Where a signed-in user of this role lands by default. */
export function dashboardPathFor(role: Role): string {
  return `/dashboard/${role.toLowerCase()}`;
}
