// /api/admin/audit: the audit log, newest first, filtered by actor, action and date, as JSON
// pages or one CSV file (at most CSV_MAX entries).
import type { FastifyInstance } from 'fastify';
import { csvRow } from 'shared-schemas';
import { listAudit, type StoredAuditEntry } from '../../services/audit-log';
import { HttpError, withStoreDeadline } from '../../services/errors';
import { adminRoute, pageSize, type RouteSchema } from './route-options';
import type { AdminRoutesOptions } from './index';

const CSV_MAX = 5_000;

function dateParam(value: string | undefined, name: string, endOfDay: boolean): Date | undefined {
  if (!value) return undefined;
  // A bare date means the whole day (UTC): "to" includes it.
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z` : value;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new HttpError(400, `The "${name}" parameter must be a date (YYYY-MM-DD) or an ISO date-time.`);
  return date;
}

/** RFC 4180, formula-safe (shared-schemas' csvRow, the guard every HireGen export uses). */
export function auditCsv(entries: StoredAuditEntry[]): string {
  const lines = [csvRow(['at', 'actorUid', 'action', 'target', 'details'])];
  for (const entry of entries) lines.push(csvRow([entry.at, entry.actorUid, entry.action, entry.target, JSON.stringify(entry.details)]));
  return `${lines.join('\r\n')}\r\n`;
}

export async function adminAuditRoutes(app: FastifyInstance, { firebase, config }: AdminRoutesOptions) {
  const route = (schema: RouteSchema) => adminRoute(config, schema);
  app.get(
    '/api/admin/audit',
    route({
      summary: 'Audit log entries, newest first',
      description: 'Filters: `actor` (uid), `action` (exact, e.g. user.role.change), `from` and `to` (dates, inclusive). `format=csv` answers one CSV file of up to 5,000 entries.',
      querystring: {
        type: 'object',
        properties: {
          actor: { type: 'string', maxLength: 128 },
          action: { type: 'string', maxLength: 64 },
          from: { type: 'string', maxLength: 40 },
          to: { type: 'string', maxLength: 40 },
          limit: { type: 'string', pattern: '^[0-9]{1,4}$' },
          after: { type: 'string', maxLength: 64 },
          format: { type: 'string', enum: ['json', 'csv'] },
        },
        additionalProperties: false,
      },
    }),
    async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      const csv = query.format === 'csv';
      const filter = {
        actorUid: query.actor?.trim() || undefined,
        action: query.action?.trim() || undefined,
        from: dateParam(query.from, 'from', false),
        to: dateParam(query.to, 'to', true),
        limit: csv ? CSV_MAX : pageSize(query.limit, 50, 200),
        after: csv ? undefined : query.after,
      };
      const page = await withStoreDeadline(listAudit(firebase.firestore, filter), config.storeTimeoutMs * (csv ? 4 : 1));
      if (!csv) return page;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="hiregen-audit-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(auditCsv(page.entries));
    },
  );
}
