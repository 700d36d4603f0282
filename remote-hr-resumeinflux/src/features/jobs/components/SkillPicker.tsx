import { useId, useState, type KeyboardEvent } from 'react';
import { addSkill } from '../utils/job-form';
import { suggestSkills } from '../api/skill-names';

/**
 * A list of skills with an autocomplete from the taxonomy (an ARIA combobox: arrows move
 * through suggestions, Enter adds the highlighted one or the typed text, Escape closes).
 */
export function SkillPicker({
  label,
  skills,
  names,
  onChange,
  problem,
}: {
  label: string;
  skills: string[];
  names: string[];
  onChange: (skills: string[]) => void;
  problem?: string;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const suggestions = open ? suggestSkills(names, query, skills) : [];

  const add = (name: string) => {
    onChange(addSkill(skills, name));
    setQuery('');
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter' || event.key === ',') {
      if (!query.trim()) return;
      event.preventDefault();
      add(active >= 0 && suggestions[active] ? suggestions[active] : query);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Backspace' && !query && skills.length > 0) {
      onChange(skills.slice(0, -1));
    }
  };

  return (
    <div className="hg-field jb-skills">
      <label htmlFor={`${id}-input`}>{label}</label>
      <ul className="jb-skill-list" aria-label={label}>
        {skills.map((skill) => (
          <li key={skill} className="jb-skill">
            <span>{skill}</span>
            <button
              type="button"
              className="jb-skill-remove"
              aria-label={`Remove ${skill} from ${label.toLowerCase()}`}
              onClick={() => onChange(skills.filter((s) => s !== skill))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="jb-combo">
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={suggestions.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && suggestions[active] ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          placeholder="Type a skill"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          autoComplete="off"
        />
        <ul id={`${id}-list`} role="listbox" aria-label={`${label} suggestions`} className="jb-suggestions" hidden={suggestions.length === 0}>
          {suggestions.map((name, index) => (
            <li
              key={name}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                add(name);
              }}
            >
              {name}
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className="hg-hint">
        Enter adds the skill; names from HireGen’s skills taxonomy are suggested as you type.
      </p>
      {problem ? (
        <p id={`${id}-problem`} className="hg-error-text">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
