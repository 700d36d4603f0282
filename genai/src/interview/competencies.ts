// The competency catalogue: what the interview asks about, how a strong answer reads, and the
// words that show an answer is about that competency. Data, so tuning never touches control flow.
// Behavioural prompts come per level: an entry-level candidate may answer from school, volunteering
// or a first job; a senior one is asked about leading, influencing and scale.
import type { InterviewLevel } from './interview-types';

export interface Competency {
  id: string;
  label: string;
  rubric: string;
  /** What a question about it asks for, in plain words, to follow "the question asks" in feedback. */
  asks: string;
  /** Stems that show an answer is about this competency (matched at word starts). */
  cues: string[];
  /** Behavioural prompts per level; the plan takes the first one not already used. */
  prompts: Record<InterviewLevel, string[]>;
  /** Job skill ids (category `soft` in the dictionary) and job wording that call for it. */
  jobSignals: RegExp;
}

export const COMPETENCIES: Competency[] = [
  {
    id: 'communication',
    label: 'Communication',
    rubric: 'Adapts the message to the audience, checks understanding, and shows the effect of communicating well.',
    asks: 'how you get a message across so that people understand it',
    cues: ['explain', 'listen', 'present', 'wrote', 'writ', 'clear', 'understand', 'conversation', 'email', 'update', 'meeting', 'audience', 'message', 'talk', 'told', 'discuss', 'plain', 'jargon', 'persuad', 'convinc', 'question', 'inform', 'brief', 'summar', 'language', 'slide', 'proposal', 'news', 'reassur', 'words', 'phone'],
    prompts: {
      entry: ['Tell me about a time you had to explain something complicated to someone who was new to it.', 'Describe a time when a misunderstanding caused a problem. What did you do about it?'],
      mid: ['Tell me about a time you had to explain something complex to a person without your background.', 'Describe a time you had to deliver unwelcome news. How did you handle the conversation?'],
      senior: ['Tell me about a time you had to change the mind of senior people who disagreed with you.', 'Describe how you communicated a difficult decision to a large group and what came of it.'],
    },
    jobSignals: /\b(communicat\w*|present\w*|written|verbal|stakeholder\w*|interpersonal)\b/i,
  },
  {
    id: 'teamwork',
    label: 'Teamwork',
    rubric: 'Works towards a shared goal, supports colleagues, handles disagreement constructively.',
    asks: 'how you work with others towards a shared goal',
    cues: ['team', 'colleague', 'together', 'collaborat', 'help', 'support', 'peer', 'shared', 'agree', 'conflict', 'coworker', 'co-worker', 'teammate', 'pair', 'joint', 'compromise', 'disagree', 'workload', 'cover', 'partner', 'each other', 'department'],
    prompts: {
      entry: ['Tell me about a time you worked in a group to reach a goal. What was your part?', 'Describe a disagreement with a classmate or colleague and how you resolved it.'],
      mid: ['Tell me about a time you disagreed with a colleague about how to do something. What happened?', 'Describe a time you helped a struggling teammate while keeping your own work on track.'],
      senior: ['Tell me about a time you brought together people from different teams who had competing priorities.', 'Describe a conflict inside your team that you resolved. What did you change afterwards?'],
    },
    jobSignals: /\b(team\w*|collaborat\w*|cross[- ]functional|co-?operat\w*)\b/i,
  },
  {
    id: 'problem-solving',
    label: 'Problem solving',
    rubric: 'Finds the cause before acting, weighs options, and checks that the fix worked.',
    asks: 'how you find the cause of a problem and decide what to do',
    cues: ['problem', 'issue', 'cause', 'analys', 'investigat', 'root', 'fix', 'solv', 'option', 'data', 'test', 'diagnos', 'figure', 'found', 'error', 'traced', 'pattern', 'hypothes', 'measur', 'compar', 'narrow', 'experiment', 'workaround', 'reproduc', 'why'],
    prompts: {
      entry: ['Tell me about a difficult problem you solved. How did you work out what to do?', 'Describe a time something went wrong and you had to find out why.'],
      mid: ['Tell me about the hardest problem you solved in the last year. How did you find its cause?', 'Describe a time you had to make a decision without all the information you wanted.'],
      senior: ['Tell me about a recurring problem you eliminated for good rather than fixing it each time.', 'Describe a high-stakes decision you made with incomplete data. How did you weigh the risks?'],
    },
    jobSignals: /\b(problem[- ]solv\w*|analytic\w*|troubleshoot\w*|critical thinking|judg(e)?ment|decision)\b/i,
  },
  {
    id: 'leadership',
    label: 'Leadership',
    rubric: 'Sets direction, develops people, takes responsibility for the team’s results.',
    asks: 'how you lead people and help them grow',
    cues: ['led', 'lead', 'mentor', 'coach', 'train', 'delegat', 'motivat', 'direction', 'manag', 'hire', 'develop', 'responsib', 'decid', 'vision', 'charge', 'one-to-one', 'confidence', 'promot', 'empower', 'assign', 'organis', 'organiz', 'taught', 'teach'],
    prompts: {
      entry: ['Tell me about a time you took the lead without being asked.', 'Describe a time you taught or helped someone learn a new skill.'],
      mid: ['Tell me about a time you led a piece of work or a small group. What did you do to keep it on track?', 'Describe a time you mentored or trained a colleague. What changed for them?'],
      senior: ['Tell me about a time you turned around a team or a project that was failing.', 'Describe how you developed someone on your team into a stronger performer.'],
    },
    jobSignals: /\b(lead\w*|mentor\w*|supervis\w*|manag(e|ing) (a )?team|coach\w*|people management)\b/i,
  },
  {
    id: 'ownership',
    label: 'Ownership and drive',
    rubric: 'Takes responsibility end to end, follows through under pressure, learns from mistakes.',
    asks: 'how you take responsibility and follow through under pressure',
    cues: ['deadline', 'pressure', 'priorit', 'own', 'responsib', 'initiative', 'mistake', 'learn', 'deliver', 'committ', 'follow', 'extra', 'volunteer', 'plan', 'scope', 'late', 'behind', 'quota', 'target', 'weekend', 'evening', 'rank', 'promise', 'account', 'admit', 'forgot', 'apolog', 'took over'],
    prompts: {
      entry: ['Tell me about a time you had several deadlines at once. How did you prioritise?', 'Describe a mistake you made and what you did next.'],
      mid: ['Tell me about a time you delivered under a tight deadline. What did you prioritise and why?', 'Describe a mistake you made at work, how you handled it, and what you changed.'],
      senior: ['Tell me about a commitment your team was at risk of missing. What did you do?', 'Describe a significant failure you were responsible for and what the organisation learned.'],
    },
    jobSignals: /\b(self[- ]starter|ownership|initiative|deadline\w*|fast[- ]paced|prioriti[sz]\w*|time management|organi[sz]ation(al)? skills|motivated)\b/i,
  },
  {
    id: 'customer-focus',
    label: 'Customer focus',
    rubric: 'Understands what the customer, patient or student needs and goes beyond the script to meet it.',
    asks: 'how you find out what the people you serve need and meet it',
    cues: ['customer', 'client', 'patient', 'student', 'parent', 'user', 'family', 'complain', 'need', 'satisf', 'service', 'relationship', 'trust', 'feedback', 'apolog', 'renew', 'expectation', 'care', 'guest', 'buyer', 'unhappy', 'angry', 'upset'],
    prompts: {
      entry: ['Tell me about a time you helped someone who was unhappy with a service.', 'Describe a time you went out of your way for a customer, patient or user.'],
      mid: ['Tell me about a time you dealt with a difficult customer, patient or client. What did you do?', 'Describe a time you used someone’s feedback to change how you worked.'],
      senior: ['Tell me about a time you changed a process because of what customers or users were telling you.', 'Describe how you rebuilt trust with an important client after something went wrong.'],
    },
    jobSignals: /\b(customer\w*|client\w*|patient\w*|student\w*|user[- ]focused|service)\b/i,
  },
  {
    id: 'adaptability',
    label: 'Adaptability',
    rubric: 'Adjusts to change quickly, learns new things, stays effective when plans shift.',
    asks: 'how you adjust when plans or circumstances change',
    cues: ['change', 'adapt', 'new', 'learn', 'adjust', 'flexib', 'unexpected', 'shift', 'quickly', 'switch', 'pivot', 'uncertain', 'instead', 'moved', 'sudden', 'overnight', 'cancel', 'replac', 'rebuil', 'improvis', 'rethink', 're-plan'],
    prompts: {
      entry: ['Tell me about a time you had to learn something new quickly.', 'Describe a time your plans changed at the last minute. What did you do?'],
      mid: ['Tell me about a time priorities changed suddenly. How did you adjust your work?', 'Describe a time you had to learn a new tool or process fast to get something done.'],
      senior: ['Tell me about a major change you guided people through. How did you keep them effective?', 'Describe a time the strategy shifted under you. What did you change first?'],
    },
    jobSignals: /\b(adaptab\w*|flexib\w*|change|ambigu\w*|learn\w* quickly|dynamic)\b/i,
  },
  {
    id: 'attention-to-detail',
    label: 'Attention to detail',
    rubric: 'Gets details right where they matter, checks work, and catches errors before they cause harm.',
    asks: 'how you get the details right and catch errors',
    cues: ['detail', 'check', 'accura', 'error', 'review', 'verif', 'catch', 'caught', 'careful', 'document', 'record', 'compliance', 'audit', 'safety', 'precis', 'double', 'mismatch', 'reconcil', 'twice', 'correct', 'spotted', 'noticed', 'calculat'],
    prompts: {
      entry: ['Tell me about a time you caught a mistake before it caused a problem.', 'Describe how you make sure your work is accurate when you are busy.'],
      mid: ['Tell me about a time you caught an error that others had missed. What did you do?', 'Describe a task where accuracy mattered a great deal and how you made sure it was right.'],
      senior: ['Tell me about a time you put a check in place that stopped a class of errors.', 'Describe how you balance speed and accuracy for a team, with an example.'],
    },
    jobSignals: /\b(detail[- ]oriented|attention to detail|accura\w*|complian\w*|regulat\w*|safety|audit\w*|precision)\b/i,
  },
  {
    id: 'role-knowledge',
    label: 'Role knowledge',
    rubric: 'Knows the tools and methods of the role and applies them with judgement, with concrete examples.',
    asks: 'how you use the tools and methods of the role',
    cues: [],
    prompts: { entry: [], mid: [], senior: [] },
    jobSignals: /$^/,
  },
  {
    id: 'motivation',
    label: 'Motivation and fit',
    rubric: 'Knows why they want this role, connects their experience to it, and has thought about the organisation.',
    asks: 'why you want this role and what you bring to it',
    cues: ['because', 'enjoy', 'passion', 'interest', 'excit', 'goal', 'career', 'mission', 'grow', 'value', 'why', 'want', 'love', 'motivat', 'experience'],
    prompts: { entry: [], mid: [], senior: [] },
    jobSignals: /$^/,
  },
];

const BY_ID = new Map(COMPETENCIES.map((c) => [c.id, c]));

export function competency(id: string): Competency {
  return BY_ID.get(id) ?? BY_ID.get('role-knowledge')!;
}

export function competencyLabel(id: string): string {
  return BY_ID.get(id)?.label ?? id;
}

/** Competencies each job family is always interviewed for, before what the posting itself names. */
const SOFTWARE_SET = ['problem-solving', 'teamwork', 'ownership', 'communication'];
export const FAMILY_COMPETENCIES: Record<string, string[]> = {
  nursing: ['customer-focus', 'attention-to-detail', 'teamwork', 'communication'],
  medical: ['customer-focus', 'attention-to-detail', 'communication', 'problem-solving'],
  sales: ['customer-focus', 'ownership', 'communication', 'adaptability'],
  'customer-service': ['customer-focus', 'communication', 'problem-solving', 'adaptability'],
  teaching: ['communication', 'customer-focus', 'adaptability', 'leadership'],
  finance: ['attention-to-detail', 'problem-solving', 'communication', 'ownership'],
  marketing: ['communication', 'problem-solving', 'adaptability', 'ownership'],
  'data-analysis': ['problem-solving', 'attention-to-detail', 'communication', 'teamwork'],
  'data-science': ['problem-solving', 'attention-to-detail', 'communication', 'teamwork'],
  hospitality: ['customer-focus', 'teamwork', 'adaptability', 'attention-to-detail'],
  operations: ['problem-solving', 'attention-to-detail', 'ownership', 'teamwork'],
  'project-management': ['leadership', 'communication', 'ownership', 'problem-solving'],
  'product-management': ['communication', 'problem-solving', 'leadership', 'customer-focus'],
  executive: ['leadership', 'communication', 'problem-solving', 'ownership'],
  ...Object.fromEntries(['software', 'frontend', 'backend', 'fullstack', 'mobile', 'devops', 'qa', 'security', 'ml', 'data-engineering'].map((f) => [f, SOFTWARE_SET])),
};

export const DEFAULT_COMPETENCIES = ['problem-solving', 'teamwork', 'communication', 'ownership'];
