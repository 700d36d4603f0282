/** An account as /api/admin/users answers it. */
export interface AccountRow {
  uid: string;
  email: string | null;
  name: string | null;
  role: string | null;
  orgId: string | null;
  orgName: string | null;
  emailVerified: boolean;
  disabled: boolean;
  createdAt: string | null;
  lastSignInAt: string | null;
}

export interface AccountPage {
  users: AccountRow[];
  nextPageToken: string | null;
  truncated: boolean;
}
