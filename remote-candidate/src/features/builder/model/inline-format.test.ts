import { inlinePlainText, parseInline } from 'shared-schemas';
import { addLink, normaliseLink, splitKeepingMarks, toggleMark } from './inline-format';

describe('bullet formatting', () => {
  it('makes the selection bold, and the same selection plain again', () => {
    const text = 'Cut costs by 35% in a year';
    const on = toggleMark(text, 13, 16, 'bold');
    expect(on.value).toBe('Cut costs by **35%** in a year');
    expect(on.value.slice(on.start, on.end)).toBe('35%');
    expect(parseInline(on.value)).toContainEqual({ text: '35%', bold: true });
    const off = toggleMark(on.value, on.start, on.end, 'bold');
    expect(off.value).toBe(text);
  });

  it('formats the word under the caret, keeps edge spaces outside, and nests italic in bold', () => {
    expect(toggleMark('Led the migration', 9, 9, 'italic').value).toBe('Led the *migration*');
    expect(toggleMark('Led the migration', 3, 8, 'bold').value).toBe('Led **the** migration');
    const bold = 'Led **the whole** team';
    const nested = toggleMark(bold, 10, 15, 'italic');
    expect(nested.value).toBe('Led **the *whole*** team');
    expect(parseInline(nested.value)).toContainEqual({ text: 'whole', bold: true, italic: true });
    // Italic off inside bold leaves the bold alone.
    expect(toggleMark(nested.value, nested.start, nested.end, 'italic').value).toBe(bold);
  });

  it('links the selected words to a web or mail address, never to a script', () => {
    const edit = addLink('See the case study online', 8, 18, 'https://ana.example.com/case');
    expect(edit.value).toBe('See the [case study](https://ana.example.com/case) online');
    expect(inlinePlainText(edit.value)).toBe('See the case study online');
    expect(normaliseLink('ana.example.com/work')).toBe('https://ana.example.com/work');
    expect(normaliseLink('ana@example.com')).toBe('mailto:ana@example.com');
    expect(normaliseLink('javascript:alert(1)')).toBeNull();
    expect(normaliseLink('two words')).toBeNull();
  });

  it('splits a bullet inside formatted words with the formatting closed and opened again', () => {
    expect(splitKeepingMarks('**Cut costs by 30%** in a year', 12, 12)).toEqual(['**Cut costs**', '**by 30%** in a year']);
    expect(splitKeepingMarks('Led *the whole* team', 9, 9)).toEqual(['Led *the*', '*whole* team']);
    expect(splitKeepingMarks('Plain text here', 6, 6)).toEqual(['Plain ', 'text here']);
    expect(splitKeepingMarks('**Bold** then plain', 14, 14)).toEqual(['**Bold** then ', 'plain']);
    for (const [left, right] of [splitKeepingMarks('**Cut costs by 30%** in a year', 12, 12), splitKeepingMarks('Led *the whole* team', 9, 9)]) {
      expect(inlinePlainText(left) + inlinePlainText(right)).not.toContain('*');
    }
  });
});
