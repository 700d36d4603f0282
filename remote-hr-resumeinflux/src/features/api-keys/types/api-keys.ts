/** An organisation's HireGen API key as /api/keys answers it (never the secret or its hash). */
export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  ownerUid: string;
  orgId: string | null;
  quota: number;
  createdAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
}

export interface UsageDay {
  day: string;
  requests: number;
  errors: number;
}

export const KEY_NAME_MAX = 80;
