import { answerFeedback, countWords, sessionReport } from '../src';

const PLATFORM_JOB = `Senior Backend Engineer
Responsibilities:
- Build event-driven services on Apache Kafka and run them on Kubernetes
- Work with product and data teams on shared roadmaps
Requirements:
- 6+ years of backend engineering, Java or Go, Apache Kafka, Kubernetes, PostgreSQL`;

const TEAMWORK_QUESTION = 'Tell me about a time you brought together people from different teams who had competing priorities.';

/** A strong story about another competency: a page-speed fix, told for a teamwork question. */
const PAGE_LOAD_STORY =
  'Last year our product pages were slow: every few weeks the page-load time went above four seconds. I measured each release for a month and found the cause was large third-party scripts. I moved them behind a loader with a size budget and added a check to the build that fails above 2.5 seconds. As a result page load fell from 4.1 to 1.8 seconds and stayed there for eight months.';
/** A story of the same strength about what was asked. */
const CROSS_TEAM_STORY =
  'Last year the mobile team wanted to freeze the login code for a quarter while the growth team needed two sign-up experiments in the same code. Both leads came to me with competing priorities. I got the two teams in one room and asked each to say what they could not give up. We agreed the experiments would run behind flags outside the frozen part, and I paired one engineer from each team on the first one. As a result both experiments shipped on time, the freeze held, and the two teams now plan together every week.';

describe('answer scores weigh relevance to the question asked', () => {
  it('a strong story about another competency scores lower than an on-topic one, and says why', () => {
    const input = { question: TEAMWORK_QUESTION, kind: 'behavioural' as const, competency: 'teamwork' };
    const off = answerFeedback(PLATFORM_JOB, { ...input, answer: PAGE_LOAD_STORY });
    const on = answerFeedback(PLATFORM_JOB, { ...input, answer: CROSS_TEAM_STORY });
    expect(on.score).toBeGreaterThanOrEqual(4);
    expect(off.score).toBeLessThan(on.score);
    expect(off.points).toBeLessThan(on.points - 15);
    expect(off.reason).toMatch(/reads more as an example of problem solving than of teamwork/);
    expect(off.suggestion).toMatch(/Pick a story that shows teamwork \(the question asks how you work with others towards a shared goal\)/);
    expect(on.reason).not.toMatch(/reads more as/);
  });

  it('an answer that does not answer at all is told, in plain words, what the question asks for', () => {
    const question = 'Tell me about a time you caught an error that others had missed. What did you do?';
    const answer =
      'Honestly the weather here is lovely in spring, the parks are green and quiet, the food in the canteen is good and cheap, the trains into the city are fast and clean, and there are plenty of places to sit outside in summer, so it is a nice place overall.';
    const f = answerFeedback(PLATFORM_JOB, { question, answer, kind: 'behavioural', competency: 'attention-to-detail' });
    expect(f.flags).toContain('off-topic');
    expect(f.suggestion).toBe(
      'Answer the question that was asked, about how you get the details right and catch errors: pick one real example that matches it and say so in your first sentence.',
    );
  });

  it('a technical answer that never names the question’s skill scores lower than one that does (by alias)', () => {
    const question = 'Tell me about a time work involving Apache Kafka did not go as planned. What did you do?';
    const withKafka =
      'Last year our order consumers on Kafka fell hours behind at peak. I found one partition held most of the traffic, changed the message key to the order id and raised the partitions from 6 to 24. As a result the lag at peak dropped from three hours to ten seconds.';
    const without =
      'Last year our order service fell hours behind at peak. I found one database table held most of the writes, split it by order id and added two read replicas. As a result the delay at peak dropped from three hours to ten seconds.';
    const on = answerFeedback(PLATFORM_JOB, { question, answer: withKafka, kind: 'technical', competency: 'role-knowledge', skill: 'Apache Kafka' });
    const off = answerFeedback(PLATFORM_JOB, { question, answer: without, kind: 'technical', competency: 'role-knowledge' });
    expect(off.points).toBeLessThan(on.points);
    expect(off.reason).toMatch(/does not show Apache Kafka/);
  });
});

describe('job terms are recognised through skill aliases', () => {
  it('"Kafka" counts as Apache Kafka and "k8s" as Kubernetes, in the feedback and the report', () => {
    const answer =
      'At my last job I ran our Kafka consumers on k8s. When Kafka lag grew at peak I added partitions and autoscaling, and as a result lag fell by 90%.';
    const f = answerFeedback(PLATFORM_JOB, {
      question: 'Walk me through a recent piece of work where you used Apache Kafka.',
      answer,
      kind: 'technical',
      competency: 'role-knowledge',
    });
    expect(f.jobTerms.used).toEqual(expect.arrayContaining(['Apache Kafka', 'Kubernetes']));
    expect(f.jobTerms.missed).not.toContain('Apache Kafka');
    expect(f.jobTerms.missed).not.toContain('Kubernetes');
    expect(f.mostUsedWords).toContainEqual({ word: 'kafka', count: 2 });
    const report = sessionReport([{ question: { id: 'q1', text: 'q', kind: 'technical', competency: 'role-knowledge' }, feedback: f }]);
    expect(report.jobTermsUsed).toContain('Apache Kafka');
    expect(report.jobTermsMissed).not.toContain('Apache Kafka');
  });
});

describe('job terms are whole words', () => {
  it('"Go" is not used by an answer that says "good" or "going", and is by one that names Go', () => {
    const question = 'Walk me through a recent piece of work where you used Go.';
    const without = answerFeedback(PLATFORM_JOB, {
      question,
      answer: 'It was a good quarter and things were going well, so I kept the rota as it was.',
      kind: 'technical',
      competency: 'role-knowledge',
    });
    expect(without.jobTerms.used).not.toContain('Go');
    expect(without.jobTerms.missed).toContain('Go');
    const withGo = answerFeedback(PLATFORM_JOB, {
      question,
      answer: 'I rewrote the consumer in Go, and as a result its memory use fell by half.',
      kind: 'technical',
      competency: 'role-knowledge',
    });
    expect(withGo.jobTerms.used).toContain('Go');
  });
});

describe('one word count everywhere', () => {
  const answers = [
    'I fixed the page-load problem in Kafka; it didn’t recur.',
    'We moved Kafka to k8s in 3.5 weeks and the on-call rota calmed down.',
    'Kafka lag was the hard part: I tuned the consumers.',
  ];

  it('counts hyphenated words, contractions and decimals as one word, in the feedback and for callers', () => {
    expect(countWords('I fixed the page-load problem; it didn’t recur in 3.5 weeks.')).toBe(11);
    const f = answerFeedback(PLATFORM_JOB, { question: 'Tell me about a hard problem.', answer: answers[0]! });
    expect(f.words).toBe(countWords(answers[0]!));
    expect(f.words).toBe(10);
  });

  it('the report counts the session’s words with the same count as each answer', () => {
    const items = answers.map((answer, i) => ({
      question: { id: `q${i + 1}`, text: 'Tell me about a hard problem.', kind: 'behavioural' as const, competency: 'problem-solving' },
      feedback: answerFeedback(PLATFORM_JOB, { question: 'Tell me about a hard problem.', answer }),
      answer,
    }));
    // Once in each answer: no single answer lists it, the session does.
    expect(items.every((it) => it.feedback.mostUsedWords.length === 0)).toBe(true);
    expect(sessionReport(items).mostUsedWords).toEqual([{ word: 'kafka', count: 3 }]);
  });
});
