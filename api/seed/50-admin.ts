// Demo data for the Admin area and the HireGen API: contact messages of the last weeks (some
// read, one archived), API keys of Acme Health with a month of usage (one revoked), and the
// audit entries those changes would have written. Builds on 10-organisations (uids, orgId).
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from 'shared-schemas';
import { createApiKey, revokeApiKey, USAGE, utcDay } from '../src/features/keys/service/api-keys';
import { writeAudit } from '../src/platform/audit-log';
import type { SeedContext } from './seed-context';

const DAY = 86_400_000;
const TWO_YEARS_MS = 730 * DAY;

const MESSAGES = [
  {
    name: 'Priya Nair',
    email: 'priya.nair@example.com',
    subject: 'Pricing for a 40-bed clinic',
    message: 'Hello, we hire about 30 nurses a year. Do you offer a plan for small clinics?',
    daysAgo: 1,
    status: 'new',
  },
  {
    name: 'Tomás Ortega',
    email: 'tomas@example.org',
    subject: 'Resume parser misses my education',
    message: 'My PDF has the degree in a sidebar and the score page does not find it. Attached in the next mail.',
    daysAgo: 3,
    status: 'new',
  },
  {
    name: 'Lena Fischer',
    email: 'lena.fischer@example.de',
    subject: 'API access for our ATS',
    message: 'We would like to call the ranking endpoint from our ATS. How do we get a key and what are the limits?',
    daysAgo: 6,
    status: 'read',
  },
  {
    name: 'Samuel Okafor',
    email: 'samuel.okafor@example.com',
    subject: 'Delete my account',
    message: 'Please delete my candidate account and all my resumes.',
    daysAgo: 12,
    status: 'read',
  },
  { name: 'Spam Bot', email: 'offers@example.net', subject: 'Cheap SEO services', message: 'Boost your ranking today!!!', daysAgo: 20, status: 'archived' },
] as const;

export async function seed(context: SeedContext): Promise<void> {
  const { firestore } = context;
  const uids = context.shared.uids as { admin: string; hr: string; hrGlobex: string } | undefined;
  const orgId = context.shared.orgId as string | undefined;
  if (!uids || !orgId) throw new Error('50-admin builds on 10-organisations: run the whole seed.');

  const batch = firestore.batch();
  for (const [i, message] of MESSAGES.entries()) {
    const created = Date.now() - message.daysAgo * DAY;
    batch.set(firestore.collection(COLLECTIONS.contactMessages).doc(`seed-contact-${i + 1}`), {
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      status: message.status,
      ipHash: 'seed',
      createdAt: Timestamp.fromMillis(created),
      expireAt: Timestamp.fromMillis(created + TWO_YEARS_MS),
    });
  }
  await batch.commit();

  // Keys are minted through the service, so they are hashed exactly as the api stores them.
  const timeout = 10_000;
  const ats = await createApiKey(firestore, { ownerUid: uids.hr, orgId, name: 'ATS integration', quota: 5_000 }, timeout);
  const careers = await createApiKey(firestore, { ownerUid: uids.hr, orgId, name: 'Careers site', quota: 5_000 }, timeout);
  const old = await createApiKey(firestore, { ownerUid: uids.hr, orgId, name: 'Old prototype', quota: 5_000 }, timeout);
  await revokeApiKey(firestore, old.view.id, uids.admin, timeout);

  // A month of usage: weekdays busier, a few errors.
  const usage = firestore.batch();
  for (let d = 29; d >= 0; d--) {
    const date = new Date(Date.now() - d * DAY);
    const weekday = date.getUTCDay() % 6 !== 0;
    const requests = (weekday ? 180 : 40) + ((d * 37) % 60);
    usage.set(firestore.doc(`${COLLECTIONS.apiKeys}/${ats.view.id}/${USAGE}/${utcDay(date)}`), {
      day: utcDay(date),
      requests,
      errors: Math.round(requests * 0.03),
    });
    usage.set(firestore.doc(`${COLLECTIONS.apiKeys}/${careers.view.id}/${USAGE}/${utcDay(date)}`), {
      day: utcDay(date),
      requests: Math.round(requests / 4),
      errors: d % 9 === 0 ? 2 : 0,
    });
  }
  usage.update(firestore.doc(`${COLLECTIONS.apiKeys}/${ats.view.id}`), { lastUsedAt: Timestamp.now() });
  await usage.commit();

  for (const key of [ats, careers, old]) {
    await writeAudit(firestore, { actorUid: uids.hr, action: 'apiKey.create', target: `apiKey:${key.view.id}`, details: { prefix: key.view.prefix, orgId } });
  }
  await writeAudit(firestore, { actorUid: uids.admin, action: 'apiKey.revoke', target: `apiKey:${old.view.id}`, details: { prefix: old.view.prefix, orgId } });
  await writeAudit(firestore, {
    actorUid: uids.admin,
    action: 'contact.archive',
    target: 'contactMessage:seed-contact-5',
    details: { from: 'new', to: 'archived' },
  });
  context.log(`admin: ${MESSAGES.length} contact messages, 3 API keys of the demo organisation (1 revoked) with 30 days of usage, 5 audit entries`);
}
