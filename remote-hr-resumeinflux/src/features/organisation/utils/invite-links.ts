/**
 * Invite links this browser created. The server keeps only a hash of each link's token, so a
 * pending invite's link can be shown again only where it was made (no mail is sent locally).
 */
const KEY = 'hiregen_resumeinflux_invite_links';
const MAX_LINKS = 200;

function read(storage: Storage): Record<string, string> {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

export function rememberInviteLink(inviteId: string, link: string, storage: Storage = window.localStorage): void {
  const links = { ...read(storage), [inviteId]: link };
  const kept = Object.entries(links).slice(-MAX_LINKS);
  try {
    storage.setItem(KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or blocked: the link is still on screen now.
  }
}

export function inviteLinkFor(inviteId: string, storage: Storage = window.localStorage): string | null {
  return read(storage)[inviteId] ?? null;
}
