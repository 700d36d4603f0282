const ROWS: [string, string][] = [
  ['java developer', 'both words (AND is implied)'],
  ['"spring boot"', 'the exact phrase, no synonyms'],
  ['java OR kotlin', 'either word'],
  ['java -intern, java NOT intern', 'leave a word out'],
  ['(java OR kotlin) AND senior', 'group with parentheses'],
  ['title:engineer skill:js', 'in the title; a skill ("js" also finds JavaScript)'],
  ['location:pune company:"acme health"', 'a place; an organisation'],
];

/** The search language, as the query box understands it. */
export function QueryLanguageHelp() {
  return (
    <details className="hgs-help">
      <summary>How to write a search</summary>
      <table>
        <caption className="hg-visually-hidden">Search syntax</caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Finds</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([example, meaning]) => (
            <tr key={example}>
              <td>
                <code>{example}</code>
              </td>
              <td>{meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hg-hint">AND, OR and NOT are written in capitals; AND binds before OR. Skill names find their synonyms unless quoted.</p>
    </details>
  );
}
