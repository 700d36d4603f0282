import { Link, useParams } from 'react-router-dom';
import { PageHeader } from 'shared-ui';
import { StatusMessage } from '../../../components/StatusMessage';
import { formatDate } from '../../../lib/format';
import { useAsync } from 'shared-auth/data';
import { getOrganization } from '../api/organizations-api';

/** One organisation (/dashboard/admin/organizations/:orgId): its members and its jobs. */
export function OrganizationDetailPage() {
  const { orgId = '' } = useParams();
  const detail = useAsync((signal) => getOrganization(orgId, signal), [orgId]);
  const org = detail.data?.organization;
  return (
    <>
      <p>
        <Link to="..">← All organisations</Link>
      </p>
      <PageHeader
        title={org ? org.name || 'Unnamed organisation' : 'Organisation'}
        lead={
          org
            ? `${org.members} members, ${org.jobs} jobs (${org.openJobs} open), ${org.applications} applicants. Created ${formatDate(org.createdAt)}.${org.suspendedAt ? ` Suspended ${formatDate(org.suspendedAt)}.` : ''}`
            : undefined
        }
      />
      <StatusMessage loading={detail.loading} error={detail.error} onRetry={detail.reload} />
      {detail.data ? (
        <>
          <h2 className="adm-section-heading">Members</h2>
          <div className="adm-table-wrap">
            <table className="adm-table adm-table--stacks" data-testid="org-members">
              <caption className="hg-visually-hidden">Members of {org?.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Joined</th>
                </tr>
              </thead>
              <tbody>
                {detail.data.members.length === 0 ? (
                  <tr>
                    <td colSpan={4}>No members.</td>
                  </tr>
                ) : null}
                {detail.data.members.map((member) => (
                  <tr key={member.uid} data-testid="org-member-row">
                    <th scope="row">{member.name ?? '—'}</th>
                    <td data-label="Email">{member.email ?? '—'}</td>
                    <td data-label="Role">{member.role}</td>
                    <td data-label="Joined">{formatDate(member.joinedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2 className="adm-section-heading">Jobs</h2>
          <div className="adm-table-wrap">
            <table className="adm-table adm-table--stacks" data-testid="org-jobs">
              <caption className="hg-visually-hidden">Jobs of {org?.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="adm-num">
                    Applicants
                  </th>
                  <th scope="col">Created</th>
                </tr>
              </thead>
              <tbody>
                {detail.data.jobs.length === 0 ? (
                  <tr>
                    <td colSpan={4}>No jobs.</td>
                  </tr>
                ) : null}
                {detail.data.jobs.map((job) => (
                  <tr key={job.id} data-testid="org-job-row">
                    <th scope="row">{job.title || 'Untitled job'}</th>
                    <td data-label="Status">
                      <span className={`adm-badge${job.status === 'open' ? ' adm-badge--ok' : ''}`}>{job.status}</span>
                    </td>
                    <td data-label="Applicants" className="adm-num">
                      {job.applicants}
                    </td>
                    <td data-label="Created">{formatDate(job.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </>
  );
}
