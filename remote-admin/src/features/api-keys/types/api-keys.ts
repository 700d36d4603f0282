export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  ownerUid: string;
  orgId: string | null;
  orgName: string | null;
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
