import type { PracticeSource } from './types/practice';

/** A session's title, as the report heads it and the history lists it. */
export function practiceTitle(source: PracticeSource): string {
  if (source.type === 'job') return `${source.title}${source.orgName ? ` at ${source.orgName}` : ''}`;
  if (source.type === 'field') return `${source.label} (field)`;
  return (
    source.text
      .split('\n')
      .find((l) => l.trim())
      ?.trim()
      .slice(0, 120) || 'Pasted job'
  );
}
