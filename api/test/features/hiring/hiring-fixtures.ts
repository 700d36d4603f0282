// Accounts in each role of the hiring tests, and small real resume PDFs.
import type { FastifyInstance } from 'fastify';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { bearer, freshToken, signUp, type TestAccount } from '../../support/emulator-accounts';

export async function verifiedAccount(admin: App, label: string, name?: string): Promise<TestAccount> {
  const account = await signUp(label, name);
  await getAuth(admin).updateUser(account.uid, { emailVerified: true });
  return { ...account, idToken: await freshToken(account) };
}

export async function withRole(app: FastifyInstance, account: TestAccount, role: string): Promise<TestAccount> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/role', headers: bearer(account.idToken), payload: { role } });
  if (response.statusCode !== 200) throw new Error(`role ${role}: ${response.body}`);
  return { ...account, idToken: await freshToken(account) };
}

/** A verified HR account with its own new organisation. */
export async function hrWithOrganisation(app: FastifyInstance, admin: App, label: string, orgName: string): Promise<TestAccount & { orgId: string }> {
  const hr = await withRole(app, await verifiedAccount(admin, label, `${label} HR`), 'HR');
  const created = await app.inject({ method: 'POST', url: '/api/orgs', headers: bearer(hr.idToken), payload: { name: orgName } });
  if (created.statusCode !== 201) throw new Error(`org: ${created.body}`);
  return { ...hr, idToken: await freshToken(hr), orgId: (created.json() as { orgId: string }).orgId };
}

export async function resumePdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 740 - index * 16, size: 11, font }));
  return Buffer.from(await pdf.save());
}

export function nurseResume(name: string, email: string, phone: string): string[] {
  return [
    name,
    `${email} | ${phone} | Pune, India`,
    '',
    'EXPERIENCE',
    'Registered Nurse | City Hospital | 2019 - Present',
    '• Cared for 30 patients per shift in a busy medical-surgical ward',
    '• Administered medication and monitored vital signs; trained 6 new nurses',
    '',
    'EDUCATION',
    'B.Sc. Nursing | Pune University | 2015 - 2019',
    '',
    'SKILLS',
    'Patient care, Medication administration, Vital signs, BLS, Electronic health records',
  ];
}

export function multipart(files: { name: string; bytes: Buffer; type?: string }[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----hiregen${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
    );
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
