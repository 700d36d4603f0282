import type { Ranking } from '../types/ranking';

/** What the live region says once a ranking is in, so a screen-reader user hears the outcome. */
export function rankingAnnouncement(ranking: Ranking): string {
  const ranked = ranking.rows.filter((row) => row.error === undefined);
  const failed = ranking.rows.length - ranked.length;
  const best = ranked[0];
  return [
    `Ranked ${ranked.length} ${ranked.length === 1 ? 'resume' : 'resumes'}${ranking.jobTitle ? ` for ${ranking.jobTitle}` : ''}.`,
    best ? `Best match: ${best.file}, score ${best.score}.` : '',
    failed ? `${failed} ${failed === 1 ? 'file' : 'files'} could not be read.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
