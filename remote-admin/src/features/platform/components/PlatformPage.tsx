import { PageHeader } from 'shared-ui';
import { SeriesChart } from 'shared-ui/charts';
import { StatusMessage } from '../../../components/StatusMessage';
import { useAsync } from 'shared-auth/data';
import { platformStats } from '../api/platform-api';
import { RemoteRegistry } from './RemoteRegistry';
import { RemoteVersions } from './RemoteVersions';

/** Platform counts now and week by week, the remote registry (remotes.json) and the api registry's versions. */
export function PlatformPage() {
  const stats = useAsync((signal) => platformStats(signal), []);
  const data = stats.data;
  const cards = data
    ? [
        ...Object.entries(data.accounts.byRole).map(([role, count]) => ({
          label: role === 'none' ? 'Accounts without a role' : `${role} accounts`,
          value: count,
        })),
        { label: 'Organisations', value: data.organizations },
        { label: 'Suspended organisations', value: data.suspendedOrganizations },
        { label: 'Open jobs', value: data.openJobs },
        { label: 'Applications', value: data.applications },
        { label: 'Interviews', value: data.interviews },
        { label: 'Contact messages', value: data.contactMessages },
        { label: 'Unread messages', value: data.unreadContactMessages },
      ]
    : [];
  return (
    <>
      <PageHeader title="Platform" lead="How much HireGen holds, and whether every part of the site answers." />
      <StatusMessage loading={stats.loading} error={stats.error} onRetry={stats.reload} />
      {data ? (
        <>
          <ul className="adm-stats" aria-label="Platform counts">
            {cards.map((card) => (
              <li key={card.label} className="adm-stat">
                <span className="adm-stat-value">{card.value.toLocaleString()}</span>
                <span className="adm-stat-label">{card.label}</span>
              </li>
            ))}
          </ul>
          <SeriesChart
            title="Totals at the end of each week (last 12 weeks)"
            points={data.weekly.map((week) => ({
              label: week.weekEnding.slice(5),
              accounts: week.accounts,
              organizations: week.organizations,
              jobs: week.jobs,
              applications: week.applications,
              interviews: week.interviews,
            }))}
            series={[
              { key: 'accounts', label: 'Accounts' },
              { key: 'organizations', label: 'Organisations' },
              { key: 'jobs', label: 'Jobs' },
              { key: 'applications', label: 'Applications' },
              { key: 'interviews', label: 'Interviews' },
            ]}
          />
        </>
      ) : null}
      <RemoteRegistry />
      <RemoteVersions />
    </>
  );
}
