// What a signed-in account's own routes answer: its role (/api/me, /api/auth/role), its data
// export and deletion, its resumes' public links and cover-letter drafts.
import type { AnswerShape } from '../answer-shape';
import { PUBLIC_RESUME_ANSWER } from './public-endpoints';

const share = { slug: 'string', enabled: 'boolean', indexable: 'boolean', showContact: 'boolean' } as const satisfies AnswerShape;

export const ACCOUNT_ANSWERS = {
  me: { uid: 'string', email: 'string|null', name: 'string|null', role: 'string|null' },
  chooseRole: { role: 'string', refreshToken: 'boolean' },
  export: { account: 'object', resumes: 'array', applications: 'array' },
  deleted: { deleted: 'boolean', counts: { resumes: 'number', applicationsWithdrawn: 'number' } },
  share: { share },
  // null until the resume has been shared.
  shareState: { share: 'object|null' },
  publicResume: PUBLIC_RESUME_ANSWER,
  publicStatus: { indexable: 'boolean' },
  letterDraft: { title: 'string', recipient: 'string', greeting: 'string', paragraphs: 'array', closing: 'string', notClaimed: 'array', job: 'object' },
} as const satisfies Record<string, AnswerShape>;
