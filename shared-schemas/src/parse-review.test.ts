import { cleanParseReview, confidencePathKey, fieldLabel, formatConfidence, PARSE_REVIEW_LIMITS, parseReviewFrom } from './parse-review';

const resume = {
  basics: { name: 'Sam Example', email: '' },
  work: [{ name: 'Acme Widgets', position: 'Analyst', highlights: ['Built things'] }],
  skills: [{ name: 'Tools', keywords: ['SQL'] }],
};

describe('parseReviewFrom', () => {
  it('keeps low-confidence fields that hold a value, least sure first, in one path spelling', () => {
    const review = parseReviewFrom({
      resume,
      confidence: { 'basics.name': 0.95, 'basics.email': 0.1, 'work.0.position': 0.42, 'work[0].name': 0.6, skills: 0.8 },
      meta: {},
    });
    expect(review.lowConfidence).toEqual([
      { path: 'work[0].position', confidence: 0.42 },
      { path: 'work[0].name', confidence: 0.6 },
    ]);
    expect(review.unplaced).toEqual([]);
  });

  it('cleans, de-duplicates and caps the unplaced lines', () => {
    const long = 'x'.repeat(PARSE_REVIEW_LIMITS.maxLineChars + 50);
    const lines = ['  Hobbies:\tchess   and  kites ', 'Hobbies: chess and kites', '', 42, long, ...Array.from({ length: 80 }, (_, i) => `line ${i}`)];
    const review = parseReviewFrom({ resume, confidence: {}, meta: { unplaced: lines } });
    expect(review.unplaced[0]).toBe('Hobbies: chess and kites');
    expect(review.unplaced[1]).toHaveLength(PARSE_REVIEW_LIMITS.maxLineChars);
    expect(review.unplaced[1]!.endsWith('…')).toBe(true);
    expect(review.unplaced).toHaveLength(PARSE_REVIEW_LIMITS.maxLines);
  });

  it('reads an answer without confidence or meta as nothing to review', () => {
    expect(parseReviewFrom({ resume })).toEqual({ unplaced: [], lowConfidence: [] });
  });
});

describe('cleanParseReview', () => {
  it('is null for nothing, junk or an empty review', () => {
    expect(cleanParseReview(undefined)).toBeNull();
    expect(cleanParseReview('lines')).toBeNull();
    expect(cleanParseReview({ unplaced: [], lowConfidence: [] })).toBeNull();
  });

  it('drops malformed entries and clamps confidences', () => {
    expect(
      cleanParseReview({
        unplaced: ['a line', 3, null],
        lowConfidence: [{ path: 'work.1.name', confidence: -2 }, { path: 5, confidence: 0.5 }, { path: 'basics.label' }],
      }),
    ).toEqual({
      unplaced: ['a line'],
      lowConfidence: [{ path: 'work[1].name', confidence: 0 }],
    });
  });
});

describe('words', () => {
  it('spells paths and confidences as people read them', () => {
    expect(confidencePathKey('education.2.studyType')).toBe('education[2].studyType');
    expect(fieldLabel('work[0].startDate')).toBe('Experience 1 › start date');
    expect(fieldLabel('basics.name')).toBe('name');
    expect(fieldLabel('basics.url')).toBe('website');
    expect(fieldLabel('education.0.studyType')).toBe('Education 1 › degree');
    expect(formatConfidence(0.424)).toBe('42%');
  });
});
