import type { ResumeSkill } from './json-resume';
import type { ResumeLine } from './resume-line';

// Rows of a skills section that are not skills: spoken languages and pastimes.
const NON_SKILL_LABEL = /^(interests?|hobbies|activities|language|spoken languages?|languages spoken|mother tongue|nationality|references)\s*$/i;
const LABEL = /^([\p{L}][\p{L}\s&/+#.-]{1,40}?)\s*[:：]\s*(.*)$/u;
const SEPARATORS = /\s*(?:,|;|\||‖|•|·|▪|◦|\s{2,}|\t)\s*/;

/** Skills as separate items, grouped by their row label ("Languages: Python, Go"). */
export function extractSkills(lines: ResumeLine[]): ResumeSkill[] {
  // Join rows wrapped onto the next line: "…, Kubernetes, Distributed" / "Systems".
  const rows: { text: string; segments: string[] }[] = [];
  for (const line of lines) {
    const prev = rows[rows.length - 1];
    const wrapped = prev && /[,;]/.test(prev.text) && !/[,;:]\s*$/.test(prev.text) && !LABEL.test(line.text) && !line.bulleted && line.segments.length === 1 && !/[,;]/.test(line.text.split(/\s+/)[0] ?? '') && line.text.split(/[,;]/)[0]!.split(/\s+/).length <= 3 && /[,;]|^\S+(\s\S+)?$/.test(line.text);
    if (wrapped) {
      prev.text = `${prev.text} ${line.text}`;
      prev.segments = [prev.text];
    } else rows.push({ text: line.text, segments: line.segments });
  }
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    const labelled = LABEL.exec(row.text);
    let group = '';
    let body = row.segments.join('  ');
    if (labelled && labelled[2]) {
      group = labelled[1]!.trim();
      body = labelled[2];
    }
    if (NON_SKILL_LABEL.test(group)) continue;
    for (const raw of body.split(SEPARATORS)) {
      const item = raw.replace(/^(and|&)\s+/i, '').replace(/[.;:,]+$/, '').trim();
      if (!item || item.length > 50 || item.split(/\s+/).length > 5) continue;
      const list = groups.get(group) ?? [];
      if (!list.includes(item)) list.push(item);
      groups.set(group, list);
    }
  }
  return [...groups].map(([name, keywords]) => ({ name: name || 'Skills', keywords }));
}
