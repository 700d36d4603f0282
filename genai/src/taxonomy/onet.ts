// The O*NET taxonomy (data/onet-taxonomy.json, CC BY 4.0, see its `attribution`; built by
// scripts/build-taxonomy.ts), typed once for every reader: TypeScript reads the JSON's tuples as
// loose arrays, so their shape is stated here.
import onet from '../../data/onet-taxonomy.json';

type OnetJson = typeof onet;

export type OnetTaxonomy = Omit<OnetJson, 'occupations' | 'titles' | 'acronyms' | 'profiles'> & {
  occupations: [code: string, title: string][];
  /** A reported title and the index of its occupation. */
  titles: [title: string, occupation: number][];
  acronyms: [acronym: string, expansion: string, occupation: number][];
  /** Per occupation, in `occupations` order: its description, skills (indexes or names) and tools. */
  profiles: [description: string, skills: (number | string)[], tools: string[]][];
};

export const ONET = onet as OnetTaxonomy;
