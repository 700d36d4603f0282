// /api/admin/audit: the audit log, newest first, filtered by actor (uid, or a person's name or
// email), action and date, as JSON pages or one CSV file (at most CSV_MAX entries). Actors and
// `user:<uid>` targets are named (name, email) in one batched lookup per answer.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ADMIN_ANSWER_SCHEMAS as A, csvRow } from 'shared-schemas';
import type { Auth } from 'firebase-admin/auth';
import type { PersonRef } from 'shared-schemas';
import { peopleByUid, personNeedle, uidsMatchingPerson } from '../service/people';
import { listAudit, type StoredAuditEntry } from '../../../platform/audit-log';
import { HttpError, withStoreDeadline } from '../../../platform/errors';
import { adminRoute } from './route-options';
import { pageSize, type RouteSchema } from '../../../platform/route-options';
import type { AdminRoutesOptions } from './admin';
import { typed } from '../../../plugins/typed-routes';

const CSV_MAX = 5_000;

function dateParam(value: string | undefined, name: string, endOfDay: boolean): Date | undefined {
  if (!value) return undefined;
  // A bare date means the whole day (UTC): "to" includes it.
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z` : value;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new HttpError(400, `The "${name}" parameter must be a date (YYYY-MM-DD) or an ISO date-time.`);
  return date;
}

const targetUid = (target: string) => (target.startsWith('user:') ? target.slice('user:'.length) : null);

/** The entries with their actor and target account named (one batched Auth lookup). */
export async function namedEntries(auth: Auth, entries: StoredAuditEntry[], timeoutMs: number): Promise<StoredAuditEntry[]> {
  const uids = entries.flatMap((entry) => [entry.actorUid, targetUid(entry.target)].filter((uid): uid is string => Boolean(uid)));
  const people = await peopleByUid(auth, uids, timeoutMs);
  const named = (uid: string | null): PersonRef | null => (uid ? (people.get(uid) ?? null) : null);
  return entries.map((entry) => ({ ...entry, actor: named(entry.actorUid), targetPerson: named(targetUid(entry.target)) }));
}

/** RFC 4180, formula-safe (shared-schemas' csvRow, the guard every HireGen export uses). */
export function auditCsv(entries: StoredAuditEntry[]): string {
  const lines = [csvRow(['at', 'actorUid', 'actorName', 'actorEmail', 'action', 'target', 'targetName', 'targetEmail', 'details'])];
  for (const entry of entries) {
    lines.push(
      csvRow([
        entry.at,
        entry.actorUid,
        entry.actor?.name ?? '',
        entry.actor?.email ?? '',
        entry.action,
        entry.target,
        entry.targetPerson?.name ?? '',
        entry.targetPerson?.email ?? '',
        JSON.stringify(entry.details),
      ]),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export async function adminAuditRoutes(fastify: FastifyInstance, { firebase, config }: AdminRoutesOptions) {
  const app = typed(fastify);
  const route = <const S extends RouteSchema>(schema: S) => adminRoute(config, schema);
  app.get(
    '/api/admin/audit',
    route({
      summary: 'Audit log entries, newest first',
      description:
        'Filters: `actor` (uid), `person` (part of a name or email, case-insensitive, at least 2 characters; at most 30 people may match), `action` (exact, e.g. user.role.change), `from` and `to` (dates, inclusive). `format=csv` answers one CSV file of up to 5,000 entries.',
      querystring: {
        type: 'object',
        properties: {
          actor: { type: 'string', maxLength: 128 },
          person: { type: 'string', maxLength: 200 },
          action: { type: 'string', maxLength: 64 },
          from: { type: 'string', maxLength: 40 },
          to: { type: 'string', maxLength: 40 },
          limit: { type: 'string', pattern: '^[0-9]{1,4}$' },
          after: { type: 'string', maxLength: 64 },
          format: { type: 'string', enum: ['json', 'csv'] },
        },
        additionalProperties: false,
      },
      // The JSON page; `format=csv` sends a text/csv file, which the serializer leaves as it is.
      response: { 200: A.audit },
    }),
    async (request, reply) => {
      const { query } = request;
      const csv = query.format === 'csv';
      const needle = personNeedle(query.person);
      if (needle && query.actor?.trim()) throw new HttpError(400, 'Filter by "actor" (a uid) or by "person" (a name or email), not both.');
      const filter = {
        actorUid: query.actor?.trim() || undefined,
        actorUids: needle ? await uidsMatchingPerson(firebase.auth, needle, config.storeTimeoutMs) : undefined,
        action: query.action?.trim() || undefined,
        from: dateParam(query.from, 'from', false),
        to: dateParam(query.to, 'to', true),
        limit: csv ? CSV_MAX : pageSize(query.limit, 50, 200),
        after: csv ? undefined : query.after,
      };
      const page = await withStoreDeadline(listAudit(firebase.firestore, filter), config.storeTimeoutMs * (csv ? 4 : 1));
      const entries = await namedEntries(firebase.auth, page.entries, config.storeTimeoutMs * (csv ? 4 : 1));
      if (!csv) return { entries, next: page.next };
      // The same entries as a CSV file: text, which the route's JSON answer schema does not type.
      const file: FastifyReply = reply;
      return file
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="hiregen-audit-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(auditCsv(entries));
    },
  );
}
