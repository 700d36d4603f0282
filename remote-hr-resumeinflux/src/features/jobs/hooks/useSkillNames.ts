import { useEffect, useState } from 'react';
import { loadSkillNames } from '../api/skill-names';

/** The taxonomy's skill names (empty until loaded; free text still works meanwhile). */
export function useSkillNames(): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    loadSkillNames()
      .then((loaded) => current && setNames(loaded))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return names;
}
