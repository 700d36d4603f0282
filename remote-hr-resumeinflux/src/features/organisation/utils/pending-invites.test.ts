/** @jest-environment jsdom */
import type { InviteRow } from '../types/organisation';
import { inviteLinkFor, rememberInviteLink } from './invite-links';
import { inviteEmailProblem, pendingInvites } from './pending-invites';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const invite = (id: string, fields: Partial<InviteRow>): InviteRow => ({
  id,
  email: `${id}@acme.example`,
  role: 'Interviewer',
  tokenHash: 'h',
  createdBy: 'u1',
  createdAt: '2026-11-22T10:00:00Z',
  expiresAt: '2026-11-25T10:00:00Z',
  ...fields,
});

describe('pendingInvites', () => {
  it('keeps invites neither accepted nor expired, newest first', () => {
    const rows = [
      invite('old', { createdAt: '2026-11-21T10:00:00Z' }),
      invite('accepted', { acceptedAt: '2026-11-22T11:00:00Z' }),
      invite('expired', { expiresAt: '2026-11-23T11:59:59Z' }),
      invite('new', { createdAt: '2026-11-23T09:00:00Z' }),
    ];
    expect(pendingInvites(rows, NOW).map((row) => row.id)).toEqual(['new', 'old']);
  });
});

describe('inviteEmailProblem', () => {
  it('asks for an address, refuses a malformed one and accepts a real one', () => {
    expect(inviteEmailProblem('  ')).toMatch(/Enter the colleague/);
    expect(inviteEmailProblem('ivan@acme')).toMatch(/name@company\.com/);
    expect(inviteEmailProblem(' ivan@acme.example ')).toBeUndefined();
  });
});

describe('invite links', () => {
  it('remembers the link of an invite created in this browser', () => {
    localStorage.clear();
    rememberInviteLink('inv1', 'http://localhost:3000/resumeinflux/invite/abc');
    expect(inviteLinkFor('inv1')).toBe('http://localhost:3000/resumeinflux/invite/abc');
    expect(inviteLinkFor('other')).toBeNull();
    localStorage.setItem('hiregen_resumeinflux_invite_links', '[1,2]');
    expect(inviteLinkFor('inv1')).toBeNull();
  });
});
