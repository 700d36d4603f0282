import { fieldId, pathKey, parsePathKey } from './resume-model/resume-paths';

/** Scrolls to and focuses a field of the builder by its resume path; false when it is not on the page. */
export function focusField(path: string): boolean {
  const element = document.getElementById(fieldId(pathKey(parsePathKey(path))));
  if (!element) return false;
  element.scrollIntoView({ block: 'center', behavior: 'smooth' });
  element.focus({ preventScroll: true });
  return true;
}

export function focusSection(section: string): boolean {
  const element = document.getElementById(`rb-section-${section}-title`)?.parentElement?.querySelector<HTMLElement>('input, textarea, button');
  if (!element) return false;
  element.scrollIntoView({ block: 'center', behavior: 'smooth' });
  element.focus({ preventScroll: true });
  return true;
}
