import { useEffect, useState } from 'react';
import { SeriesChart } from 'shared-ui/charts';
import { keyUsage } from '../api/api-keys-api';
import type { ApiKeyView, UsageDay } from '../types/api-keys';

/** One key's requests and errors per UTC day over the last 30 days. */
export function KeyUsageChart({ apiKey }: { apiKey: ApiKeyView }) {
  const [usage, setUsage] = useState<UsageDay[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setUsage(null);
    keyUsage(apiKey.id, controller.signal).then(
      setUsage,
      (reason: unknown) => !controller.signal.aborted && setError(reason instanceof Error ? reason.message : 'Usage could not be loaded.'),
    );
    return () => controller.abort();
  }, [apiKey.id]);
  if (error)
    return (
      <p role="alert" className="hg-error-text">
        {error}
      </p>
    );
  if (!usage)
    return (
      <p className="hg-hint" role="status">
        Loading usage…
      </p>
    );
  const total = usage.reduce((sum, day) => sum + day.requests, 0);
  const errors = usage.reduce((sum, day) => sum + day.errors, 0);
  return (
    <section aria-labelledby="apikeys-usage-title">
      <h2 id="apikeys-usage-title">Usage of {apiKey.name}</h2>
      <p className="hg-hint">
        {total.toLocaleString()} requests and {errors.toLocaleString()} errors in the last 30 days; daily quota {apiKey.quota.toLocaleString()}.
      </p>
      <SeriesChart
        title="Requests and errors per day (UTC)"
        points={usage.map((day) => ({ label: day.day.slice(5), requests: day.requests, errors: day.errors }))}
        series={[
          { key: 'requests', label: 'Requests' },
          { key: 'errors', label: 'Errors', color: '#b91c1c' },
        ]}
      />
    </section>
  );
}
