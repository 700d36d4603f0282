export interface OrganizationRow {
  id: string;
  name: string;
  createdAt: string | null;
  suspendedAt: string | null;
  members: number;
  jobs: number;
  openJobs: number;
  applications: number;
}
