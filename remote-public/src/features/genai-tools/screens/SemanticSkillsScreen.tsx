import { useState } from 'react';
import type { SkillExtraction } from 'genai';
import { HighlightedText, SkillChips } from '../components/result-charts';
import { extractSkills } from '../api/genai-api';
import { TextInput } from '../components/TextInput';
import { ToolForm } from '../components/ToolForm';
import { ToolPage } from '../components/ToolPage';
import { ToolStatus } from '../components/ToolStatus';
import { useToolRequest } from '../hooks/useToolRequest';

/** /genai-services/semantic-skills: text → skills with their evidence marked, plus inferred skills. */
export default function SemanticSkillsScreen() {
  const [text, setText] = useState('');
  const [sent, setSent] = useState('');
  const { state, run, busy } = useToolRequest<SkillExtraction>();
  const submit = () => {
    setSent(text);
    void run((options) => extractSkills(text, options));
  };
  const result = state.status === 'done' ? state.result : undefined;
  return (
    <ToolPage slug="semantic-skills">
      <ToolForm action="Find skills" busy={busy} ready={text.trim() !== ''} onSubmit={submit}>
        <TextInput label="Text to read (a job post, a resume, a profile)" value={text} onChange={setText} disabled={busy} />
      </ToolForm>
      <ToolStatus state={state} ready={(r) => `Found ${r.skills.length} skills and inferred ${r.inferred.length} more.`} />
      {result ? (
        <section className="gt-result" aria-labelledby="skills-title">
          <h2 id="skills-title">Skills</h2>
          <div className="gt-two-col">
            <SkillChips
              label={`Found in the text (${result.skills.length})`}
              skills={result.skills.map((s) => ({ name: s.name, kind: 'matched', note: `${s.category}${s.count > 1 ? ` · ×${s.count}` : ''}` }))}
              empty="No skills from the dictionary were found."
            />
            <SkillChips
              label={`Inferred (${result.inferred.length})`}
              skills={result.inferred.map((s) => ({ name: s.name, kind: 'inferred', note: `via ${s.via.join(', ')}` }))}
              empty="Nothing further implied."
            />
          </div>
          <h3>Evidence in your text</h3>
          <HighlightedText
            label="Your text with each skill's evidence marked"
            text={sent}
            spans={result.skills.flatMap((s) => s.evidence.map((e) => ({ start: e.start, end: e.end, tone: 'skill', label: s.name })))}
          />
          {result.phrases.length ? (
            <>
              <h3>Other skill phrases</h3>
              <p className="hg-hint">Described skills that are not single dictionary entries.</p>
              <ul className="gt-phrases">
                {result.phrases.slice(0, 30).map((p, i) => (
                  <li key={i}>{p.text}</li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="hg-hint">Skills dictionary version {result.taxonomyVersion}.</p>
        </section>
      ) : null}
    </ToolPage>
  );
}
