import { DEFAULT_MESSAGE_TEMPLATES, MESSAGE_TEMPLATE_KINDS, escapeHtml, fillTemplate, messageProblem, textToHtml, unknownPlaceholders } from './messages';

const values = { candidateName: 'Ada Lovelace', jobTitle: 'Registered Nurse', organizationName: 'Acme Health', senderName: 'Priya Rao' };

describe('fillTemplate', () => {
  it('replaces every known placeholder, spaces inside the braces allowed, as often as it appears', () => {
    expect(fillTemplate('Dear {{candidateName}}, {{ jobTitle }} at {{organizationName}}. {{candidateName}} — {{senderName}}', values)).toBe(
      'Dear Ada Lovelace, Registered Nurse at Acme Health. Ada Lovelace — Priya Rao',
    );
  });

  it('leaves unknown placeholders and single braces as written', () => {
    expect(fillTemplate('Hi {{name}} {candidateName}', values)).toBe('Hi {{name}} {candidateName}');
  });

  it('inserts values literally (a $& in a name is not a replacement pattern)', () => {
    expect(fillTemplate('{{candidateName}}', { ...values, candidateName: 'A $& B' })).toBe('A $& B');
  });

  it('fills every default template completely', () => {
    for (const kind of MESSAGE_TEMPLATE_KINDS) {
      const { subject, body } = DEFAULT_MESSAGE_TEMPLATES[kind];
      expect(`${fillTemplate(subject, values)}${fillTemplate(body, values)}`).not.toContain('{{');
      expect(messageProblem(DEFAULT_MESSAGE_TEMPLATES[kind])).toBeNull();
    }
  });
});

describe('messageProblem', () => {
  it('refuses unknown placeholders by name and lists the allowed ones', () => {
    expect(unknownPlaceholders('{{candidate}} {{jobTitle}} {{ salary }} {{candidate}}')).toEqual(['candidate', 'salary']);
    const problem = messageProblem({ subject: 'Hi {{candidate}}', body: 'Pay: {{salary}}' });
    expect(problem).toContain('{{candidate}}, {{salary}}');
    expect(problem).toContain('{{candidateName}}');
  });

  it('refuses empty and over-long texts', () => {
    expect(messageProblem({ subject: ' ', body: 'x' })).toBe('Write a subject.');
    expect(messageProblem({ subject: 'x', body: '' })).toBe('Write the message.');
    expect(messageProblem({ subject: 'x'.repeat(201), body: 'x' })).toMatch(/subject is too long/);
    expect(messageProblem({ subject: 'x', body: 'x'.repeat(5001) })).toMatch(/message is too long/);
  });
});

describe('html', () => {
  it('escapes markup and keeps paragraphs and line breaks', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;');
    expect(textToHtml('Dear <b>Ada</b>,\n\nLine one\nLine two')).toBe('<p>Dear &lt;b&gt;Ada&lt;/b&gt;,</p>\n<p>Line one<br>Line two</p>');
  });
});
