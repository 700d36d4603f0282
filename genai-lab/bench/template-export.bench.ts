/**
 * Export speed of resume-templates in Node: a two-page resume rendered to PDF and to DOCX with
 * every template, wall milliseconds (median, p95 over ROUNDS) and the process's CPU milliseconds
 * per PDF (median: what the work costs when the machine is shared), plus the first render of the
 * process (fonts read, code compiled) and the load average. Target: ≤ 1,500 ms for a two-page PDF.
 */
import os from 'node:os';
import { listTemplates, nodeFontLoader, renderResume } from 'resume-templates/node';
import { roundTripResumes } from '../eval/round-trip-resumes';

const ROUNDS = 7;
const TARGET_MS = 1500;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export async function run(): Promise<string> {
  // The eval's resume #1 (a nurse, five roles of four bullets) fills two pages in every one-column template.
  const resume = roundTripResumes(2)[1]!;
  const started = performance.now();
  const first = await renderResume(resume, 'pdf', { template: 'classic', fonts: nodeFontLoader });
  const firstMs = performance.now() - started;
  const rows: string[] = [];
  let worst = 0;
  for (const { id } of listTemplates()) {
    const times: Record<'pdf' | 'docx', number[]> = { pdf: [], docx: [] };
    const cpu: number[] = [];
    let pages = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const format of ['pdf', 'docx'] as const) {
        const t0 = performance.now();
        const c0 = process.cpuUsage();
        const out = await renderResume(resume, format, { template: id, fonts: nodeFontLoader });
        times[format].push(performance.now() - t0);
        if (format === 'pdf') {
          const used = process.cpuUsage(c0);
          cpu.push((used.user + used.system) / 1000);
        }
        if (format === 'pdf') pages = out.pages;
      }
    }
    worst = Math.max(worst, quantile(times.pdf, 0.95));
    rows.push(
      `${id.padEnd(10)} ${String(pages).padStart(5)} ${quantile(times.pdf, 0.5).toFixed(0).padStart(8)} ${quantile(times.pdf, 0.95).toFixed(0).padStart(7)} ${quantile(cpu, 0.5).toFixed(0).padStart(7)} ${quantile(times.docx, 0.5).toFixed(0).padStart(9)} ${quantile(times.docx, 0.95).toFixed(0).padStart(8)}`,
    );
  }
  return [
    `first PDF of the process (classic, ${first.pages} pages): ${firstMs.toFixed(0)} ms; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
    'template   pages  PDF p50  PDF p95  PDF CPU  DOCX p50  DOCX p95   (ms)',
    ...rows,
    `worst PDF p95 ${worst.toFixed(0)} ms: ${worst <= TARGET_MS ? 'within' : 'OVER'} the ${TARGET_MS} ms target`,
  ].join('\n');
}
