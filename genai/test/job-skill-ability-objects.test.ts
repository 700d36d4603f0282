import { SKILL_FEATURES, skillFeatures, skillsOfLine } from '../src/jobs/job-skills';

// Lines written for this test: what "the ability to <verb>" asks for is the verb's object, as
// "experience with" asks for its own.

const cueBefore = SKILL_FEATURES.indexOf('cueBefore');

function cueOf(line: string, text: string): number | undefined {
  const skill = skillsOfLine(line, { chunks: true }).find((h) => h.text === text);
  return skill ? skillFeatures(skill, line, line, true, 'required')[cueBefore] : undefined;
}

describe('the object of "ability to <verb>"', () => {
  it('is marked as following a requirement cue', () => {
    expect(cueOf('- Ability to work with the command line', 'command line')).toBe(1);
    expect(cueOf('- Able to operate a floor scrubber', 'floor scrubber')).toBe(1);
    expect(cueOf('- The ability to use a label printer', 'label printer')).toBe(1);
  });

  it('is not when the phrase stands further from the cue', () => {
    expect(cueOf('- Ability to work calmly in a busy front office', 'busy front office')).toBe(0);
  });
});
