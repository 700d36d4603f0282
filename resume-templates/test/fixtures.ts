import type { JsonResume } from '../src/model/json-resume';

/** A short resume with a non-ASCII name, two roles at one company and every common section. */
export const SAMPLE: JsonResume = {
  basics: {
    name: 'Zoë Łukasiewicz-Nguyễn',
    label: 'Senior Data Engineer',
    email: 'zoe.luk@example.com',
    phone: '+1 (415) 555-0132',
    url: 'https://zoe.example.dev',
    location: { city: 'Seattle', region: 'WA', countryCode: 'US' },
    summary: 'Data engineer with 9 years building batch and streaming pipelines.',
  },
  work: [
    {
      name: 'Globex Corporation',
      position: 'Senior Data Engineer',
      location: 'Seattle, WA',
      startDate: '2021-03',
      highlights: ['Led migration of 40 nightly batch jobs to Spark', 'Built a data quality framework with 200+ checks'],
    },
    { name: 'Globex Corporation', position: 'Data Engineer', startDate: '2018-06', endDate: '2021-02', highlights: ['Designed the Kafka ingestion layer'] },
  ],
  education: [{ institution: 'University of Washington', studyType: 'Bachelor of Science', area: 'Computer Science', startDate: '2011', endDate: '2015' }],
  skills: [{ name: 'Languages', keywords: ['Python', 'Scala', 'SQL'] }],
  languages: [
    { language: 'English', fluency: 'Native' },
    { language: 'Polish', fluency: 'Fluent' },
  ],
};

/** SAMPLE with `roles` roles of `bullets` long bullets each: about a page per 6 roles of 5 bullets. */
export function longResume(roles: number, bullets: number): JsonResume {
  return {
    ...SAMPLE,
    work: Array.from({ length: roles }, (_, i) => ({
      name: `Company ${i + 1}`,
      position: 'Software Engineer',
      startDate: `${2020 - i}-01`,
      endDate: `${2020 - i}-12`,
      highlights: Array.from(
        { length: bullets },
        (_, j) => `Delivered project ${j + 1} of role ${i + 1}, improving throughput by ${10 + j}% across three teams while keeping the error budget intact`,
      ),
    })),
  };
}
