/** The plain-language fit summary: the verdict, top strengths, gaps and what to change. */
import type { MatchResult } from './match-job';

type SummaryInput = Omit<MatchResult, 'summary' | 'strengths' | 'gaps' | 'suggestions'>;

function verdict(score: number): string {
  if (score >= 75) return 'Strong fit';
  if (score >= 60) return 'Good fit';
  if (score >= 45) return 'Partial fit';
  return 'Weak fit';
}

function list(names: string[], max = 4): string {
  const shown = names.slice(0, max);
  const more = names.length - shown.length;
  return `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

export function fitSummary(m: SummaryInput): Pick<MatchResult, 'summary' | 'strengths' | 'gaps' | 'suggestions'> {
  const strengths: string[] = [];
  const gaps: string[] = [];
  const suggestions: string[] = [];
  const directReq = m.matched.filter((s) => s.importance === 'required' && s.credit >= 0.6).map((s) => s.skill);
  const missingReq = m.missing.filter((s) => s.importance === 'required').map((s) => s.skill);
  const listedOnly = m.matched
    .filter((s) => s.how === 'direct' && s.credit < 0.75 && !s.where.includes('experience') && !s.where.includes('projects'))
    .map((s) => s.skill);
  if (directReq.length) strengths.push(`Has ${list(directReq)} from the required skills`);
  const title = m.parts.titleAndSeniority;
  if (title && title.score >= 75) strengths.push(`Relevant title: ${title.detail.replace(/^closest title /, '')}`);
  else if (title && title.score < 50) gaps.push(`Title does not match the role (${title.detail.replace(/^closest title /, '')})`);
  const years = m.parts.yearsOfExperience;
  if (years && years.score >= 100) strengths.push(years.detail.replace(/^(\S+) years/, '$1 years'));
  else if (years) gaps.push(years.detail);
  const edu = m.parts.education;
  if (edu && edu.score < 70) gaps.push(`Education: ${edu.detail}`);
  if (missingReq.length) gaps.push(`Missing required skills: ${list(missingReq, 5)}`);
  if (missingReq.length) suggestions.push(`If you have ${list(missingReq, 3)}, show it in an experience bullet: what you did with it and the result.`);
  if (listedOnly.length) suggestions.push(`Back up ${list(listedOnly, 3)} with experience or project bullets; a skills list alone counts for less.`);
  const interchangeable = m.matched.filter((s) => s.how === 'interchangeable');
  if (interchangeable.length) suggestions.push(`Explain how ${interchangeable[0]!.via} carries over to ${interchangeable[0]!.skill}.`);
  if (title && title.score < 50 && m.job.title) suggestions.push(`Lead with the experience closest to a ${m.job.title} role in the summary.`);
  for (const f of m.flags) gaps.push(`Note: ${f}`);
  const summary = `${verdict(m.score)} (${m.score}/100) for ${m.job.title || 'this job'}. ${strengths.length ? `Strengths: ${strengths.slice(0, 3).join('; ')}.` : 'No clear strengths for this role.'} ${gaps.length ? `Gaps: ${gaps.slice(0, 3).join('; ')}.` : 'No major gaps.'}${suggestions.length ? ` To improve: ${suggestions[0]}` : ''}`;
  return { summary: summary.replace(/\s+/g, ' ').trim(), strengths, gaps, suggestions };
}
