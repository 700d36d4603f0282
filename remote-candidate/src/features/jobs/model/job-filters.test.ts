import type { OpenJob } from '../../../lib/open-jobs';
import { filterJobs, filtersFrom, paramsFrom } from './job-filters';

const job = (id: string, title: string, location: string | null, remote: OpenJob['remote']): OpenJob => ({
  id,
  title,
  orgName: 'Acme Health',
  description: `${title} role.`,
  location,
  remote,
  requiredSkills: [],
});
const JOBS = [job('n', 'Night Nurse', 'Pune', 'onsite'), job('t', 'Maths Teacher', 'Mumbai', 'hybrid'), job('d', 'Data Analyst', null, 'remote')];

describe('job list filters', () => {
  it('read back from the URL what they wrote, and ignore malformed values', () => {
    const filters = { q: 'nurse', location: 'Pune', mode: 'onsite' as const, min: 60 };
    expect(filtersFrom(paramsFrom(filters))).toEqual(filters);
    expect(filtersFrom(new URLSearchParams('mode=moon&min=250&q=%20%20'))).toEqual({ q: '', location: '', mode: '', min: 0 });
    expect(paramsFrom({ q: '', location: '', mode: '', min: 0 }).toString()).toBe('');
  });

  it('keep jobs by words, place (remote jobs are anywhere) and arrangement', () => {
    const ids = (filters: Partial<Parameters<typeof filterJobs>[1]>) =>
      filterJobs(JOBS, { q: '', location: '', mode: '', min: 0, ...filters }).map((j) => j.id);
    expect(ids({})).toEqual(['n', 't', 'd']);
    expect(ids({ q: 'NURSE night' })).toEqual(['n']);
    expect(ids({ location: 'pune' })).toEqual(['n', 'd']);
    expect(ids({ mode: 'hybrid' })).toEqual(['t']);
    expect(ids({ q: 'teacher', mode: 'onsite' })).toEqual([]);
  });
});
