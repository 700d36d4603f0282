/**
 * The curated titles layer: abbreviations people write in titles, seniority words, and title
 * families with how close two families are. Data, so tuning is editing rows.
 */

/** Token → expansion, applied before anything else ("Sr. SWE" → "senior software engineer"). */
export const TITLE_ABBREVIATIONS: Record<string, string> = {
  sr: 'senior',
  snr: 'senior',
  senior: 'senior',
  jr: 'junior',
  jnr: 'junior',
  swe: 'software engineer',
  sde: 'software development engineer',
  sdet: 'software development engineer in test',
  mgr: 'manager',
  eng: 'engineer',
  engr: 'engineer',
  dev: 'developer',
  devs: 'developers',
  pm: 'product manager',
  tpm: 'technical program manager',
  po: 'product owner',
  rn: 'registered nurse',
  lpn: 'licensed practical nurse',
  cna: 'certified nursing assistant',
  np: 'nurse practitioner',
  vp: 'vice president',
  svp: 'senior vice president',
  evp: 'executive vice president',
  cto: 'chief technology officer',
  ceo: 'chief executive officer',
  cfo: 'chief financial officer',
  coo: 'chief operating officer',
  cpo: 'chief product officer',
  ba: 'business analyst',
  qa: 'quality assurance',
  hr: 'human resources',
  hrbp: 'human resources business partner',
  ml: 'machine learning',
  ai: 'artificial intelligence',
  mle: 'machine learning engineer',
  fe: 'front end',
  ux: 'ux',
  ui: 'ui',
  sre: 'site reliability engineer',
  dba: 'database administrator',
  acct: 'accountant',
  asst: 'assistant',
  assoc: 'associate',
  admin: 'administrator',
  exec: 'executive',
  mkt: 'marketing',
  mktg: 'marketing',
  ops: 'operations',
  tech: 'technical',
  frontend: 'front end',
  backend: 'back end',
  fullstack: 'full stack',
  'full-stack': 'full stack',
  'front-end': 'front end',
  'back-end': 'back end',
};

export type TitleFamily =
  | 'frontend'
  | 'backend'
  | 'fullstack'
  | 'mobile'
  | 'software'
  | 'devops'
  | 'qa'
  | 'security'
  | 'ml'
  | 'data-science'
  | 'data-engineering'
  | 'data-analysis'
  | 'product-management'
  | 'project-management'
  | 'design'
  | 'nursing'
  | 'medical'
  | 'teaching'
  | 'sales'
  | 'marketing'
  | 'finance'
  | 'hr'
  | 'customer-service'
  | 'operations'
  | 'hospitality'
  | 'trades'
  | 'legal'
  | 'admin'
  | 'executive';

/** First matching rule wins, so specific families come before general ones. Patterns run on the expanded lower-case title. */
export const TITLE_FAMILY_RULES: [TitleFamily, RegExp][] = [
  ['fullstack', /\bfull stack\b|\bmern\b|\bmean stack\b|\blamp\b/],
  ['frontend', /\bfront end\b|\bui (developer|engineer)\b|\b(react|angular|vue|javascript|web ui) (developer|engineer)\b/],
  ['mobile', /\b(ios|android|mobile|flutter|react native)\b.*\b(developer|engineer)\b/],
  ['ml', /\bmachine learning\b|\bdeep learning\b|\b(ai|artificial intelligence|nlp|computer vision) (engineer|developer|scientist|researcher)\b|\bmlops\b/],
  ['data-science', /\bdata scientist\b|\bdata science\b|\bresearch scientist\b/],
  ['data-engineering', /\bdata engineer\b|\betl\b|\bbig data\b|\bdata platform\b|\banalytics engineer\b/],
  ['data-analysis', /\bdata analyst\b|\bbusiness intelligence\b|\bbi (analyst|developer)\b|\breporting analyst\b|\banalytics (analyst|manager)\b/],
  [
    'devops',
    /\bdevops\b|\bsite reliability\b|\bplatform engineer\b|\bcloud (engineer|architect)\b|\binfrastructure engineer\b|\bsystems? administrator\b|\bdatabase administrator\b/,
  ],
  ['qa', /\bquality assurance\b|\b(test|testing|automation test) (engineer|analyst|consultant|lead)\b|\bsoftware development engineer in test\b|\btester\b/],
  ['security', /\bsecurity (engineer|analyst|architect|specialist)\b|\bpenetration tester\b|\bcyber ?security\b/],
  ['backend', /\bback end\b|\bserver side\b|\b(java|python|golang|go|php|ruby|rails|node|node\.js|\.net|c#|scala|api) (developer|engineer)\b/],
  [
    'software',
    /\bsoftware\b|\bdeveloper\b|\bprogrammer\b|\bweb (developer|engineer)\b|\bapplication (developer|engineer)\b|\bcoder\b|\bsoftware development engineer\b|\bengineering manager\b|\bchief technology officer\b/,
  ],
  ['product-management', /\bproduct (manager|owner|lead|director|management)\b|\bchief product officer\b|\bhead of product\b|\bvp,? product\b/],
  ['project-management', /\b(project|program|programme|delivery) (manager|coordinator|lead|director)\b|\bscrum master\b|\btechnical program manager\b/],
  ['design', /\bdesigner\b|\bux\b|\bui\b|\buser experience\b|\bcreative director\b/],
  ['nursing', /\bnurse\b|\bnursing\b|\bmidwife\b|\bhealth ?care assistant\b|\bcare (assistant|worker)\b/],
  ['medical', /\bphysician\b|\bdoctor\b|\bsurgeon\b|\bpharmacist\b|\btherapist\b|\bclinical\b|\bmedical\b|\bdentist\b|\bparamedic\b/],
  ['teaching', /\bteacher\b|\blecturer\b|\btutor\b|\binstructor\b|\bprofessor\b|\bteaching\b|\beducator\b|\bhead teacher\b/],
  ['sales', /\bsales\b|\baccount (executive|manager)\b|\bbusiness development\b|\bnew business\b/],
  ['marketing', /\bmarketing\b|\bseo\b|\bcontent (writer|strategist|manager)\b|\bsocial media\b|\bbrand manager\b|\bcommunications (manager|officer)\b/],
  [
    'finance',
    /\baccountant\b|\baccounting\b|\bfinance\b|\bfinancial\b|\bauditor\b|\bbookkeeper\b|\bpayroll\b|\btreasury\b|\bcontroller\b|\bchief financial officer\b|\binvestment\b|\bactuary\b/,
  ],
  ['hr', /\bhuman resources\b|\brecruit(er|ment)\b|\btalent acquisition\b|\bpeople (partner|operations)\b/],
  ['customer-service', /\bcustomer (service|support|success|care)\b|\bcall centre\b|\bcall center\b|\bhelp ?desk\b|\bsupport (analyst|specialist)\b/],
  ['hospitality', /\bchef\b|\bcook\b|\bwaiter\b|\bwaitress\b|\bbartender\b|\bhotel\b|\brestaurant\b|\bkitchen\b|\breceptionist\b/],
  ['trades', /\btechnician\b|\belectrician\b|\bmechanic\b|\bplumber\b|\bwelder\b|\bcarpenter\b|\bengineer\b/],
  ['legal', /\blawyer\b|\bsolicitor\b|\battorney\b|\bparalegal\b|\blegal\b|\bcounsel\b/],
  ['operations', /\boperations\b|\blogistics\b|\bsupply chain\b|\bwarehouse\b|\bprocurement\b|\bbuyer\b/],
  ['admin', /\badministrat(or|ive)\b|\bassistant\b|\bclerk\b|\bsecretary\b|\boffice manager\b/],
  ['executive', /\bchief\b|\bpresident\b|\bgeneral manager\b|\bmanaging director\b/],
];

const SOFTWARE: TitleFamily[] = ['frontend', 'backend', 'fullstack', 'mobile', 'software', 'devops', 'qa', 'security', 'ml', 'data-engineering'];

/** Closeness of two families, 0..1; symmetric. Unlisted pairs are 0. */
const PAIRS: [TitleFamily, TitleFamily, number][] = [
  ['fullstack', 'frontend', 0.8],
  ['fullstack', 'backend', 0.8],
  ['fullstack', 'software', 0.8],
  ['frontend', 'backend', 0.5],
  ['frontend', 'mobile', 0.55],
  ['backend', 'software', 0.8],
  ['frontend', 'software', 0.75],
  ['mobile', 'software', 0.7],
  ['devops', 'backend', 0.55],
  ['devops', 'software', 0.55],
  ['qa', 'software', 0.5],
  ['security', 'devops', 0.5],
  ['ml', 'data-science', 0.85],
  ['ml', 'software', 0.5],
  ['ml', 'data-engineering', 0.55],
  ['ml', 'backend', 0.4],
  ['data-engineering', 'backend', 0.6],
  ['data-engineering', 'software', 0.55],
  ['data-science', 'data-analysis', 0.7],
  ['data-engineering', 'data-analysis', 0.45],
  ['product-management', 'project-management', 0.5],
  ['product-management', 'design', 0.3],
  ['sales', 'marketing', 0.45],
  ['sales', 'customer-service', 0.4],
  ['nursing', 'medical', 0.5],
  ['finance', 'data-analysis', 0.3],
  ['hr', 'admin', 0.3],
  ['operations', 'project-management', 0.35],
  ['executive', 'product-management', 0.2],
];

export function familySimilarity(a: TitleFamily | undefined, b: TitleFamily | undefined): number {
  if (!a || !b) return 0;
  if (a === b) return 1;
  for (const [x, y, s] of PAIRS) if ((x === a && y === b) || (x === b && y === a)) return s;
  if (SOFTWARE.includes(a) && SOFTWARE.includes(b)) return 0.4;
  // A product manager or designer in a software team is adjacent, not the same job.
  if ((SOFTWARE.includes(a) && b === 'product-management') || (SOFTWARE.includes(b) && a === 'product-management')) return 0.2;
  return 0;
}

/** Seniority ladder; the number orders levels. */
export const SENIORITY_LEVELS = ['intern', 'entry', 'junior', 'mid', 'senior', 'lead', 'principal', 'manager', 'director', 'executive'] as const;
export type Seniority = (typeof SENIORITY_LEVELS)[number];

export const SENIORITY_RULES: [Seniority, RegExp][] = [
  ['intern', /\bintern(ship)?\b|\btrainee\b|\bapprentice\b|\bplacement\b/],
  // "Partner" is a firm's owner ("Managing Partner", "Partner"), not a role that partners with a
  // function ("Talent Acquisition Partner", "HR Business Partner").
  ['executive', /\bchief\b|\bvice president\b|\bpresident\b|\bc[etofp]o\b|\bhead of\b|\b(managing|senior|equity|founding|name) partner\b|^partner\b/],
  ['director', /\bdirector\b/],
  ['principal', /\bprincipal\b|\bstaff\b|\bdistinguished\b|\barchitect\b/],
  ['lead', /\blead\b|\bteam leader\b|\btech lead\b/],
  ['manager', /(?<!product |project |program |programme |account |case |brand |delivery |relationship )\bmanager\b|\bsupervisor\b/],
  ['senior', /\bsenior\b|\biii\b|\biv\b|\bexperienced\b/],
  ['junior', /\bjunior\b|\bassociate\b|\bi\b/],
  ['entry', /\bentry[- ]level\b|\bgraduate\b|\bnew grad\b/],
  ['mid', /\bmid[- ]level\b|\bintermediate\b|\bii\b/],
];
