import type { EducationResult } from './extract-education';

const hasDegree = (r: EducationResult) => !!(r.education.studyType || r.education.area || r.education.degree);

/**
 * Two neighbouring half entries are one degree: a school with no degree next to a degree with no
 * school, their dates not both set at the same end. Designs split one degree in two by putting
 * its lines in another order ("Field, Degree" / dates / "School") or by printing the start date
 * beside the school and the end beside the degree ("School  09/2016 -" / "Degree  06/2018"),
 * which reads as two entries. The pair keeps the school's and the degree's own fields and takes
 * each date from whichever half has it.
 */
export function pairHalfEntries(results: EducationResult[]): EducationResult[] {
  const out: EducationResult[] = [];
  for (let i = 0; i < results.length; i++) {
    const a = results[i]!;
    const b = results[i + 1];
    if (b && complementary(a, b)) {
      out.push(merge(a.education.institution ? a : b, a.education.institution ? b : a, a, b));
      i++;
    } else out.push(a);
  }
  return out;
}

function complementary(a: EducationResult, b: EducationResult): boolean {
  const schoolOnly = (r: EducationResult) => !!r.education.institution && !hasDegree(r);
  const degreeOnly = (r: EducationResult) => !r.education.institution && hasDegree(r);
  if (!((schoolOnly(a) && degreeOnly(b)) || (degreeOnly(a) && schoolOnly(b)))) return false;
  const x = a.education;
  const y = b.education;
  // Both halves dated at the same end are two entries, not one.
  return !(x.startDate && y.startDate) && !(x.endDate && y.endDate);
}

function merge(school: EducationResult, degree: EducationResult, first: EducationResult, second: EducationResult): EducationResult {
  const s = school.education;
  const d = degree.education;
  const startDate = first.education.startDate || second.education.startDate;
  const endDate = first.education.endDate || second.education.endDate;
  const courses = [...(first.education.courses ?? []), ...(second.education.courses ?? [])];
  const score = s.score ?? d.score;
  const education = { ...d, institution: s.institution, startDate, endDate, ...(score ? { score } : {}), ...(courses.length ? { courses } : {}) };
  if (!courses.length) delete education.courses;
  const pick = (key: 'startDate' | 'endDate') => (first.education[key] ? first.confidence[key] : second.confidence[key]);
  return {
    education,
    confidence: {
      ...degree.confidence,
      institution: school.confidence.institution,
      startDate: pick('startDate'),
      endDate: pick('endDate'),
      score: Math.max(school.confidence.score, degree.confidence.score),
    },
  };
}
