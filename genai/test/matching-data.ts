/**
 * The matching development set (`../shared/data/matching-dev/`, from srbhr/Resume-Matcher,
 * Apache-2.0) with the relevance grades its README gives, shared by the eval and the bench.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

export function sharedDataDir(): string {
  return process.env.HIREGEN_SHARED_DATA ?? path.resolve(__dirname, '../../../shared/data');
}

/** Graded relevance from the README: strong 3, good 2, partial 1, weak/none 0. */
export const RELEVANCE: Record<string, Record<string, number>> = {
  job_desc_front_end_engineer: { barry_allen_fe: 3, bruce_wayne_fullstack: 2 },
  job_desc_full_stack_engineer: { bruce_wayne_fullstack: 3, john_doe: 3, barry_allen_fe: 1 },
  job_desc_product_manager: { alfred_pennyworth_pm: 3 },
  job_desc_java_developer: { john_doe: 3 },
};

/**
 * Grades for the tailoring-fixture jobs against the five resumes plus the master resume
 * ("jane_doe_backend"). Not from the README: judged here from the personas, and never used for
 * tuning; printed as a second, held-out table.
 */
export const TAILORING_RELEVANCE: Record<string, Record<string, number>> = {
  'backend-eng': { jane_doe_backend: 3, john_doe: 2, bruce_wayne_fullstack: 1 },
  'frontend-eng': { barry_allen_fe: 3, bruce_wayne_fullstack: 2, john_doe: 1 },
  'ml-eng': { harvey_dent_mle: 3 },
  'product-manager': { alfred_pennyworth_pm: 3 },
};

export interface MatchingSet {
  jobs: { name: string; text: string }[];
  resumes: { name: string; text: string }[];
}

export function loadMatchingSet(): MatchingSet {
  const dir = path.join(sharedDataDir(), 'matching-dev');
  const read = (sub: string) =>
    fs
      .readdirSync(path.join(dir, sub))
      .filter((f) => f.endsWith('.txt'))
      .sort()
      .map((f) => ({ name: f.replace(/\.txt$/, ''), text: fs.readFileSync(path.join(dir, sub, f), 'utf8') }));
  return { jobs: read('JobDescription'), resumes: read('Resumes') };
}

/** The tailoring fixtures: four job descriptions and one master resume (a backend engineer), as text. */
export function loadTailoringSet(): { jobs: { name: string; text: string }[]; resumeText: string } {
  const dir = path.join(sharedDataDir(), 'matching-dev', 'tailoring-fixtures');
  const jobs = fs
    .readdirSync(path.join(dir, 'jds'))
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => ({ name: f.replace(/\.txt$/, ''), text: fs.readFileSync(path.join(dir, 'jds', f), 'utf8') }));
  // The master resume is Resume-Matcher's own JSON shape; lay it out as a text resume.
  const m = JSON.parse(fs.readFileSync(path.join(dir, 'master.json'), 'utf8')) as {
    personalInfo: { name: string; title: string; location: string };
    summary: string;
    workExperience: { title: string; company: string; years: string; description: string[] }[];
    education: { institution: string; degree: string; years: string }[];
    personalProjects: { name: string; role: string; years: string; description: string[] }[];
    additional: { technicalSkills: string[] };
  };
  const lines = [m.personalInfo.name, m.personalInfo.title, m.personalInfo.location, 'Summary', m.summary, 'Experience'];
  for (const w of m.workExperience) lines.push(`${w.title}, ${w.company}, ${w.years}`, ...w.description.map((d) => `• ${d}`));
  lines.push('Projects');
  for (const p of m.personalProjects) lines.push(`${p.name}, ${p.role}, ${p.years}`, ...p.description.map((d) => `• ${d}`));
  lines.push('Education', ...m.education.map((e) => `${e.degree}, ${e.institution}, ${e.years}`), 'Skills', m.additional.technicalSkills.join(', '));
  return { jobs, resumeText: lines.join('\n') };
}
