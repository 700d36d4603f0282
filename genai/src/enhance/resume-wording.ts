// Word lists for the scorecard and the enhancer: data, versioned with them.

export const ACTION_VERBS = new Set(
  `accelerated achieved acquired adapted added addressed administered advanced advised advocated analyzed analysed
  architected arranged assembled assessed audited authored automated balanced boosted built calculated captured
  centralized chaired championed clarified coached collaborated compiled completed composed computed conceived
  conducted configured consolidated constructed consulted contributed controlled converted coordinated corrected
  created cultivated cut debugged decreased defined delivered deployed designed detected determined developed devised
  diagnosed directed discovered documented doubled drafted drove earned edited educated eliminated enabled enforced
  engineered enhanced established evaluated examined executed expanded expedited facilitated fixed forecasted formed
  formulated founded generated grew guided halved handled headed identified implemented improved increased initiated
  innovated inspected installed instituted integrated introduced invented investigated launched led leveraged
  maintained managed mapped maximized measured mentored merged migrated minimized modeled modelled modernized
  monitored motivated negotiated obtained operated optimized orchestrated organized organised oversaw partnered
  performed piloted pioneered planned prepared presented prioritized processed produced programmed promoted
  proposed prototyped provided published raised ran rebuilt recommended reconciled recruited redesigned reduced
  refactored refined reorganized replaced reported researched resolved restructured revamped reviewed revised
  saved scaled scheduled secured shipped simplified solved spearheaded standardized steered streamlined
  strengthened structured supervised supported surpassed synthesized taught tested trained transformed translated
  tripled troubleshot tuned unified upgraded used utilized validated verified won wrote`.split(/\s+/),
);

/** Weak openings the enhancer rewrites, and the scorecard flags. */
export const WEAK_OPENINGS: [RegExp, string][] = [
  [/^(i\s+)?(was\s+|am\s+)?responsible\s+for\s+/i, ''],
  [/^(i\s+)?(was\s+)?in\s+charge\s+of\s+/i, ''],
  [/^(i\s+)?(was\s+)?tasked\s+with\s+/i, ''],
  [/^(i\s+)?(have\s+)?worked\s+on\s+/i, 'Contributed to '],
  [/^(i\s+)?(was\s+)?part\s+of\s+/i, 'Contributed to '],
  [/^(i\s+)?participated\s+in\s+/i, 'Contributed to '],
  [/^(i\s+)?helped\s+(with|to|in)\s+/i, 'Supported '],
  [/^(i\s+)?assisted\s+(with|in)\s+/i, 'Supported '],
  [/^(i\s+)?duties\s+included\s+/i, ''],
  [/^(i\s+)?involved\s+in\s+/i, 'Contributed to '],
];

/** "the development of X" → "Developed X". */
export const NOMINALIZATIONS: Record<string, string> = {
  development: 'Developed',
  management: 'Managed',
  creation: 'Created',
  implementation: 'Implemented',
  design: 'Designed',
  maintenance: 'Maintained',
  coordination: 'Coordinated',
  analysis: 'Analyzed',
  administration: 'Administered',
  preparation: 'Prepared',
  organization: 'Organized',
  planning: 'Planned',
  supervision: 'Supervised',
  testing: 'Tested',
  delivery: 'Delivered',
  migration: 'Migrated',
  training: 'Trained',
  optimization: 'Optimized',
  automation: 'Automated',
  integration: 'Integrated',
  review: 'Reviewed',
  documentation: 'Documented',
  execution: 'Executed',
  evaluation: 'Evaluated',
  research: 'Researched',
};

export const FILLER: [RegExp, string][] = [
  [/\bsuccessfully\s+/gi, ''],
  [/\bvarious\s+/gi, ''],
  [/\b(very|really|basically|actually|extremely|highly)\s+/gi, ''],
  [/\bin order to\b/gi, 'to'],
  [/\ba lot of\b/gi, 'many'],
  [/\butilized\b/gi, 'used'],
  [/\butilize\b/gi, 'use'],
  [/\betc\.?$/gi, ''],
];

/** Verbs whose result is a change: the number they need is a percentage or amount. */
export const CHANGE_VERBS =
  /^(reduced|increased|improved|cut|grew|boosted|raised|decreased|accelerated|optimized|lowered|saved|shortened|expanded|doubled|tripled|halved|minimized|maximized)\b/i;

export const BUZZWORDS =
  /\b(synergy|synergies|go-getter|team player|hard-working|hardworking|detail-oriented|results-driven|think outside the box|self-starter|dynamic|motivated individual|guru|ninja|rockstar)\b/gi;
export const FIRST_PERSON = /\b(i|me|my|mine|we|our)\b/i;
export const PASSIVE = /\b(was|were|been|being|is|are)\s+\w+(ed|en)\b/i;
export const NUMBER = /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|dozen|hundred|thousand|million|billion|twice|half)\b/i;

/**
 * A bullet states a measurable result: a number that is not a year and not a planning range
 * ("targeting 3-5 key areas" is an intention, "cut costs by 20%" a result).
 */
export function isQuantified(text: string): boolean {
  const rest = text.replace(/\b(19|20)\d{2}\b/g, ' ').replace(/(?<![$€£\d.,])\b\d+\s*(?:-|–|—|to)\s*\d+\b(?!\s*(%|percent|x\b|k\b|m\b))/gi, ' ');
  return NUMBER.test(rest);
}
