// Skills filter with taxonomy autocomplete (an ARIA combobox: arrows move, Enter picks,
// Escape closes). Picked skills are chips; "JS" picks JavaScript.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { suggestSkills } from '../api/search-api';

export function SkillPicker({ selected, onChange }: { selected: string[]; onChange: (skills: string[]) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<{ name: string; via?: string }[]>([]);
  const [active, setActive] = useState(0);
  const open = options.length > 0 && text.trim().length > 0;

  useEffect(() => {
    const prefix = text.trim();
    if (!prefix) {
      setOptions([]);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestSkills(prefix, controller.signal).then(
        ({ suggestions }) => {
          setOptions(suggestions.filter((s) => !selected.includes(s.name)).slice(0, 8));
          setActive(0);
        },
        () => setOptions([]),
      );
    }, 120);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, selected]);

  function pick(name: string) {
    if (!selected.includes(name)) onChange([...selected, name]);
    setText('');
    setOptions([]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && open) {
      event.preventDefault();
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      setActive((i) => (i - 1 + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const choice = options[active]?.name ?? text.trim();
      if (choice) pick(choice);
    } else if (event.key === 'Escape') setOptions([]);
  }

  return (
    <div className="hg-field hgs-skills">
      <label htmlFor={`${id}-input`}>Skills</label>
      {selected.length > 0 && (
        <ul className="hgs-chips" aria-label="Chosen skills">
          {selected.map((skill) => (
            <li key={skill}>
              <button type="button" className="hgs-chip" onClick={() => onChange(selected.filter((s) => s !== skill))} aria-label={`Remove ${skill}`}>
                {skill} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open ? `${id}-option-${active}` : undefined}
        placeholder="e.g. JS, Kubernetes"
        maxLength={60}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <ul id={`${id}-list`} role="listbox" className="hgs-suggestions" hidden={!open} aria-label="Skill suggestions">
        {options.map((option, i) => (
          <li
            key={option.name}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'is-active' : undefined}
            onMouseDown={(event) => {
              event.preventDefault();
              pick(option.name);
            }}
          >
            {option.name}
            {option.via ? <span className="hg-hint"> ({option.via})</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
