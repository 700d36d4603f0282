/**
 * LaTeX designs: a JSON Resume printed through Debian texlive's CV classes (curve, europecv,
 * simplecv, currvita, KOMA-Script, memoir) and the package arrangements hand-written LaTeX
 * resumes use (titlesec, tabularx, paracol), compiled by pdflatex. Each design has its own
 * heading style, date format and role layout, as real LaTeX resumes do. Never a class the held-out
 * measurement uses (FORBIDDEN_DESIGN_DIGESTS in design.ts).
 */
import type { JsonResume } from 'genai';
import type { Design, PageSize, RenderOptions } from '../design';
import { compileLatex } from './latex-compile';
import { tex, texJoin } from './latex-text';
import {
  degreeLine,
  formatRange,
  groupByEmployer,
  printable,
  type PrintableResume,
  type PrintedItem,
  type PrintedRole,
  type RangeStyle,
} from './printable-resume';

interface LatexSource {
  main: string;
  /** Files the main source \input s (curve reads each rubric from a file of its own). */
  files?: Record<string, string>;
}

type Builder = (p: PrintableResume, paper: PageSize) => LatexSource;

const PAPER: Record<PageSize, string> = { letter: 'letterpaper', a4: 'a4paper' };

/** Fonts and encodings every design loads: utf8 input, T1 output, searchable glyph names. */
const ENCODING = String.raw`\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{textcomp}
\input{glyphtounicode}
\pdfgentounicode=1`;

const NO_HYPHENATION = String.raw`\hyphenpenalty=10000 \exhyphenpenalty=10000 \sloppy`;

/** Lines joined by \\ (a \\ after nothing is a TeX error, so empty lines are left out); never inside a table cell. */
const lines = (...parts: string[]): string => parts.filter((p) => p.trim()).join(' \\\\\n');
const itemize = (items: string[], options = ''): string =>
  items.length ? `\\begin{itemize}${options}\n${items.map((h) => `  \\item ${tex(h)}`).join('\n')}\n\\end{itemize}` : '';
const contactList = (p: PrintableResume): string[] => [p.email, p.phone, p.location, p.url, ...p.profiles].filter(Boolean);
const range = (role: { startDate: string; endDate: string; current?: boolean }, style: RangeStyle): string =>
  tex(formatRange(role.startDate, role.endDate, role.current ?? false, style));

/** "Title, By (date)" of an award, certificate, project, publication or volunteer role. */
function itemHead(i: PrintedItem, style: RangeStyle, bold = true): string {
  const title = bold ? `\\textbf{${tex(i.title)}}` : tex(i.title);
  const date = i.date ? ` (${range({ startDate: i.date, endDate: i.date }, style)})` : '';
  return `${title}${i.by ? `, ${tex(i.by)}` : ''}${date}`;
}
const itemBody = (i: PrintedItem): string =>
  [i.summary ? tex(i.summary) : '', ...i.highlights.map((h) => `\\textbullet{} ${tex(h)}`)].filter(Boolean).join(' \\newline\n');

/** The optional sections most designs print after work and education, in one design's idiom. */
interface ExtraSections {
  title: string;
  items: PrintedItem[];
}
function extras(p: PrintableResume): ExtraSections[] {
  return [
    { title: 'Projects', items: p.projects },
    { title: 'Volunteer Experience', items: p.volunteer },
    { title: 'Awards', items: p.awards },
    { title: 'Certifications', items: p.certificates },
    { title: 'Publications', items: p.publications },
  ].filter((s) => s.items.length);
}
const skillLines = (p: PrintableResume): string[] =>
  p.skills.map((s) =>
    s.name && s.keywords.length ? `\\textbf{${tex(s.name)}:} ${texJoin(s.keywords, ', ')}` : s.name ? tex(s.name) : texJoin(s.keywords, ', '),
  );
const languageLine = (p: PrintableResume): string =>
  p.languages.map((l) => (l.fluency ? `${tex(l.language)} (${tex(l.fluency)})` : tex(l.language))).join(', ');

/** article + titlesec: ruled small-caps headings, title with dates flush right, employer below. */
const articleTitlesec: Builder = (p, paper) => {
  const style: RangeStyle = { date: 'mon-yyyy', separator: ' – ', present: 'Present' };
  const role = (r: PrintedRole) =>
    [
      `\\noindent ${lines(`\\textbf{${tex(r.position)}} \\hfill ${range(r, style)}`, `\\textit{${tex(r.company)}}${r.location ? ` \\hfill ${tex(r.location)}` : ''}`)}\\par`,
      r.summary ? `${tex(r.summary)}\\par` : '',
      itemize(r.highlights),
      '\\medskip',
    ]
      .filter(Boolean)
      .join('\n');
  return {
    main: String.raw`\documentclass[11pt,${PAPER[paper]}]{article}
${ENCODING}
\usepackage{lmodern}
\usepackage[margin=0.75in]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\titleformat{\section}{\large\bfseries\scshape}{}{0pt}{}[\titlerule]
\titlespacing*{\section}{0pt}{10pt}{5pt}
\setlist[itemize]{nosep,leftmargin=1.3em}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\begin{document}
\raggedright ${NO_HYPHENATION}
\begin{center}
${lines(`{\\LARGE\\bfseries ${tex(p.name)}}`, tex(p.label), texJoin(contactList(p), ' $\\cdot$ '))}
\end{center}
${p.summary ? `\\section{Summary}\n${tex(p.summary)}` : ''}
${p.work.length ? `\\section{Experience}\n${p.work.map(role).join('\n')}` : ''}
${p.education.length ? `\\section{Education}\n${p.education.map((e) => `${lines(`\\textbf{${tex(e.institution)}} \\hfill ${range(e, style)}`, tex(degreeLine(e)), e.score ? `GPA: ${tex(e.score)}` : '')}\\par\\smallskip`).join('\n')}` : ''}
${p.skills.length ? `\\section{Skills}\n${lines(...skillLines(p))}` : ''}
${extras(p)
  .map((s) => `\\section{${s.title}}\n${s.items.map((i) => `${itemHead(i, style)}\\par ${itemBody(i)}\\par\\smallskip`).join('\n')}`)
  .join('\n')}
${p.languages.length ? `\\section{Languages}\n${languageLine(p)}` : ''}
\end{document}
`,
  };
};

/** tabularx: dates in a narrow left column (they wrap), the entry beside them; Helvetica. */
const articleTabularx: Builder = (p, paper) => {
  const style: RangeStyle = { date: 'mm/yyyy', separator: ' – ', present: 'present' };
  const heading = (t: string) => `\\vspace{8pt}{\\large\\bfseries ${t}}\\par\\vspace{2pt}\\hrule\\vspace{5pt}`;
  const row = (left: string, right: string) =>
    `\\begin{tabularx}{\\linewidth}{@{}>{\\raggedright\\arraybackslash}p{2.1cm}@{\\hspace{0.4cm}}>{\\raggedright\\arraybackslash}X@{}}\n${left} & ${right}\n\\end{tabularx}\\par\\vspace{3pt}`;
  const role = (r: PrintedRole) =>
    row(
      range(r, style),
      [
        `\\textbf{${tex(r.position)}}\\newline ${texJoin([r.company, r.location], ', ')}`,
        r.summary ? `\\newline ${tex(r.summary)}` : '',
        r.highlights.length ? itemize(r.highlights, '[nosep,leftmargin=1em,topsep=2pt]') : '',
      ].join('\n'),
    );
  return {
    main: String.raw`\documentclass[10pt,${PAPER[paper]}]{article}
${ENCODING}
\usepackage[scaled=0.92]{helvet}
\renewcommand{\familydefault}{\sfdefault}
\usepackage[margin=2cm]{geometry}
\usepackage{tabularx,array,enumitem}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\begin{document}
\raggedright ${NO_HYPHENATION}
{\Huge ${tex(p.name)}}\par\vspace{4pt}
${p.label ? `{\\large ${tex(p.label)}}\\par\\vspace{4pt}` : ''}
${texJoin(contactList(p), ' \\textbar{} ')}\par
${p.summary ? `${heading('Profile')}\n${tex(p.summary)}\\par` : ''}
${p.work.length ? `${heading('Work Experience')}\n${p.work.map(role).join('\n')}` : ''}
${p.education.length ? `${heading('Education')}\n${p.education.map((e) => row(range(e, style), [`\\textbf{${tex(degreeLine(e, ' in ') || e.institution)}}`, degreeLine(e) ? tex(e.institution) : '', e.score ? `Grade: ${tex(e.score)}` : ''].filter(Boolean).join(' \\newline '))).join('\n')}` : ''}
${p.skills.length ? `${heading('Skills')}\n${p.skills.map((s) => row(`\\textbf{${tex(s.name)}}`, texJoin(s.keywords, ', '))).join('\n')}` : ''}
${p.languages.length ? `${heading('Languages')}\n${p.languages.map((l) => row(`\\textbf{${tex(l.language)}}`, tex(l.fluency))).join('\n')}` : ''}
${extras(p)
  .map(
    (s) =>
      `${heading(s.title)}\n${s.items.map((i) => row(i.date ? range({ startDate: i.date, endDate: '' }, style) : '', `${itemHead({ ...i, date: '' }, style)}${itemBody(i) ? `\\newline ${itemBody(i)}` : ''}`)).join('\n')}`,
  )
  .join('\n')}
\end{document}
`,
  };
};

/** paracol: a narrow sidebar (contact, skills, education) beside the main column; sans headings. */
const paracolSidebar: Builder = (p, paper) => {
  const style: RangeStyle = { date: 'month-yyyy', separator: ' – ', present: 'Present' };
  const side = (t: string) => `\\vspace{6pt}{\\sffamily\\bfseries\\color{accent} ${t.toUpperCase()}}\\par\\vspace{3pt}`;
  const main = (t: string) => `\\vspace{8pt}{\\sffamily\\Large\\color{accent} ${t}}\\par\\vspace{2pt}{\\color{accent}\\hrule}\\vspace{5pt}`;
  const role = (r: PrintedRole) =>
    [
      `{\\bfseries ${tex(r.position)}}\\par`,
      `{\\itshape ${texJoin([r.company, r.location], ', ')}}\\par`,
      `{\\small ${range(r, style)}}\\par`,
      r.summary ? `${tex(r.summary)}\\par` : '',
      itemize(r.highlights, '[nosep,leftmargin=1.1em]'),
      '\\smallskip',
    ]
      .filter(Boolean)
      .join('\n');
  return {
    main: String.raw`\documentclass[10pt,${PAPER[paper]}]{article}
${ENCODING}
\usepackage{charter}
\usepackage[margin=1.5cm]{geometry}
\usepackage{paracol,enumitem,xcolor}
\definecolor{accent}{HTML}{1F4E79}
\columnratio{0.3}
\setlength{\columnsep}{1.2cm}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\begin{document}
\raggedright ${NO_HYPHENATION}
{\sffamily\Huge\bfseries ${tex(p.name)}}\par
${p.label ? `{\\sffamily\\Large ${tex(p.label)}}\\par` : ''}
\vspace{10pt}
\begin{paracol}{2}
\small
${side('Contact')}
${contactList(p)
  .map((c) => `${tex(c).replace(/\//g, '/\\allowbreak{}')}\\par`)
  .join('\n')}
${p.skills.length ? `${side('Skills')}\n${p.skills.map((s) => `${s.name ? `\\textbf{${tex(s.name)}}\\par ` : ''}${texJoin(s.keywords, ', ')}\\par\\smallskip`).join('\n')}` : ''}
${p.languages.length ? `${side('Languages')}\n${p.languages.map((l) => `${tex(l.language)}${l.fluency ? ` -- ${tex(l.fluency)}` : ''}\\par`).join('\n')}` : ''}
${p.education.length ? `${side('Education')}\n${p.education.map((e) => `\\textbf{${tex(degreeLine(e) || e.institution)}}\\par ${degreeLine(e) ? `${tex(e.institution)}\\par ` : ''}${range(e, style)}\\par${e.score ? ` ${tex(e.score)}\\par` : ''}\\smallskip`).join('\n')}` : ''}
${p.certificates.length ? `${side('Certifications')}\n${p.certificates.map((c) => `${itemHead(c, style, false)}\\par`).join('\n')}` : ''}
\switchcolumn
${p.summary ? `${main('About Me')}\n${tex(p.summary)}\\par` : ''}
${p.work.length ? `${main('Experience')}\n${p.work.map(role).join('\n')}` : ''}
${extras(p)
  .filter((s) => s.title !== 'Certifications')
  .map((s) => `${main(s.title)}\n${s.items.map((i) => `${itemHead(i, style)}\\par ${itemBody(i)}\\par\\smallskip`).join('\n')}`)
  .join('\n')}
\end{paracol}
\end{document}
`,
  };
};

/** curve: rubrics read from files of their own, dates in the left margin of each entry. */
const curveClass: Builder = (p, paper) => {
  const style: RangeStyle = { date: 'mon-yyyy', separator: ' – ', present: 'now' };
  const rubric = (title: string, entries: string[]) => `\\begin{rubric}{${title}}\n${entries.join('\n')}\n\\end{rubric}\n`;
  const files: Record<string, string> = {};
  const add = (file: string, title: string, entries: string[]) => {
    if (entries.length) files[`${file}.tex`] = rubric(title, entries);
  };
  if (p.summary) add('profile', 'Profile', [`\\text{${tex(p.summary)}}`]);
  add(
    'experience',
    'Experience',
    p.work.map(
      (r) =>
        `\\entry*[${range(r, style)}] \\textbf{${tex(r.position)}}, ${texJoin([r.company, r.location], ', ')}.${r.summary ? ` ${tex(r.summary)}` : ''}${r.highlights.map((h) => `\\newline\\textbullet{} ${tex(h)}`).join('')}`,
    ),
  );
  add(
    'education',
    'Education',
    p.education.map(
      (e) =>
        `\\entry*[${range(e, style)}] \\textbf{${tex(degreeLine(e))}}${degreeLine(e) ? ', ' : ''}${tex(e.institution)}${e.score ? `. ${tex(e.score)}` : ''}`,
    ),
  );
  add(
    'skills',
    'Skills',
    p.skills.map((s) => `\\entry*[${tex(s.name)}] ${texJoin(s.keywords, ', ')}`),
  );
  add(
    'languages',
    'Languages',
    p.languages.map((l) => `\\entry*[${tex(l.language)}] ${tex(l.fluency)}`),
  );
  extras(p).forEach((s, n) =>
    add(
      `extra${n}`,
      s.title,
      s.items.map(
        (i) =>
          `\\entry*[${i.date ? range({ startDate: i.date, endDate: '' }, style) : ''}] ${itemHead({ ...i, date: '' }, style)}${itemBody(i) ? `\\newline ${itemBody(i)}` : ''}`,
      ),
    ),
  );
  const rubrics = Object.keys(files)
    .map((f) => `\\makerubric{${f.replace(/\.tex$/, '')}}`)
    .join('\n');
  return {
    files,
    main: String.raw`\documentclass[11pt,${PAPER[paper]}]{curve}
${ENCODING}
\usepackage{lmodern}
\usepackage[margin=2cm]{geometry}
${NO_HYPHENATION}
\leftheader{${lines(`{\\LARGE\\bfseries ${tex(p.name)}}`, tex(p.label))}}
\rightheader{${lines(...contactList(p).map(tex))}}
\title{Curriculum Vitae}
\begin{document}
\makeheaders[c]
${rubrics}
\end{document}
`,
  };
};

/** europecv: the Europass layout, a label column ("Dates", "Occupation or position held") beside each value. */
const europecvClass: Builder = (p, paper) => {
  const style: RangeStyle = { date: 'mm/yyyy', separator: ' - ', present: 'present' };
  const item = (label: string, value: string) => (value.trim() ? `\\ecvitem{${label}}{${value}}` : '');
  const work = p.work.map((r) =>
    [
      item('Dates', range(r, style)),
      item('Occupation or position held', `\\textbf{${tex(r.position)}}`),
      item(
        'Main activities and responsibilities',
        [r.summary ? tex(r.summary) : '', ...r.highlights.map((h) => `\\textendash{} ${tex(h)}`)].filter(Boolean).join(' \\newline '),
      ),
      item('Name and address of employer', texJoin([r.company, r.location], ', ')),
      '\\ecvitem{}{}',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const education = p.education.map((e) =>
    [
      item('Dates', range(e, style)),
      item('Title of qualification awarded', tex(degreeLine(e))),
      item('Name of organisation providing education', tex(e.institution)),
      item('Grade', tex(e.score)),
      '\\ecvitem{}{}',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return {
    main: String.raw`\documentclass[english,${PAPER[paper]},nologo,noflag]{europecv}
${ENCODING}
\usepackage{lmodern}
\usepackage{hyperref}
\usepackage[margin=1.8cm]{geometry}
${NO_HYPHENATION}
\ecvname{${tex(p.name)}}
${p.location ? `\\ecvaddress{${tex(p.location)}}` : ''}
${p.phone ? `\\ecvtelephone{${tex(p.phone)}}` : ''}
${p.email ? `\\ecvemail{${tex(p.email)}}` : ''}
${p.url ? `\\ecvhomepage{${tex(p.url)}}` : ''}
\begin{document}
\begin{europecv}
\ecvpersonalinfo
${p.label ? item('Desired employment / Occupational field', tex(p.label)) : ''}
${p.summary ? item('Profile', tex(p.summary)) : ''}
${p.work.length ? `\\ecvsection{Work experience}\n${work.join('\n')}` : ''}
${p.education.length ? `\\ecvsection{Education and training}\n${education.join('\n')}` : ''}
${p.skills.length || p.languages.length ? '\\ecvsection{Personal skills and competences}' : ''}
${p.languages.map((l) => item(tex(l.language), tex(l.fluency))).join('\n')}
${p.skills.map((s) => item(tex(s.name), texJoin(s.keywords, ', '))).join('\n')}
${extras(p).length ? '\\ecvsection{Additional information}' : ''}
${extras(p)
  .map((s) => item(s.title, s.items.map((i) => `${itemHead(i, style, false)}${i.summary ? `. ${tex(i.summary)}` : ''}`).join(' \\newline ')))
  .join('\n')}
\end{europecv}
\end{document}
`,
  };
};

/** simplecv: headers left and right, topics with a label column (dates, skill group). */
const simplecvClass: Builder = (p, paper) => {
  const style: RangeStyle = { date: 'yyyy-mm', separator: ' – ', present: 'Present' };
  const topic = (items: string[]) => (items.length ? `\\begin{topic}\n${items.join('\n')}\n\\end{topic}` : '');
  return {
    main: String.raw`\documentclass[10pt,${PAPER[paper]}]{simplecv}
${ENCODING}
\usepackage{mathptmx}
\usepackage[margin=0.9in]{geometry}
${NO_HYPHENATION}
\leftheader{${lines(`{\\Large ${tex(p.name)}}`, tex(p.label), tex(p.location))}}
\rightheader{${lines(...[p.email, p.phone, p.url, ...p.profiles].filter(Boolean).map(tex))}}
\title{R\'esum\'e}
\begin{document}
\maketitle
${p.summary ? `\\section{Objective}\n${tex(p.summary)}` : ''}
${p.work.length ? `\\section{Professional Experience}\n${topic(p.work.map((r) => `\\item[${range(r, style)}] \\textbf{${tex(r.position)}}\\newline ${texJoin([r.company, r.location], ', ')}${r.summary ? `\\newline ${tex(r.summary)}` : ''}${r.highlights.map((h) => `\\newline\\textbullet{} ${tex(h)}`).join('')}`))}` : ''}
${p.education.length ? `\\section{Education}\n${topic(p.education.map((e) => `\\item[${range(e, style)}] ${tex(e.institution)}\\newline ${tex(degreeLine(e))}${e.score ? ` (${tex(e.score)})` : ''}`))}` : ''}
${p.skills.length ? `\\section{Technical Skills}\n${topic(p.skills.map((s) => `\\item[${tex(s.name)}] ${texJoin(s.keywords, ', ')}`))}` : ''}
${p.languages.length ? `\\section{Languages}\n${topic(p.languages.map((l) => `\\item[${tex(l.language)}] ${tex(l.fluency)}`))}` : ''}
${extras(p)
  .map(
    (s) =>
      `\\section{${s.title}}\n${topic(s.items.map((i) => `\\item[${i.date ? range({ startDate: i.date, endDate: '' }, style) : ''}] ${itemHead({ ...i, date: '' }, style, false)}${itemBody(i) ? `\\newline ${itemBody(i)}` : ''}`))}`,
  )
  .join('\n')}
\end{document}
`,
  };
};

/** currvita: the cv environment with labelled lists; employer first, years only; Palatino. */
const currvitaPackage: Builder = (p, paper) => {
  const style: RangeStyle = { date: 'yyyy', separator: '–', present: 'present' };
  const list = (title: string, items: string[]) => (items.length ? `\\begin{cvlist}{${title}}\n${items.join('\n')}\n\\end{cvlist}` : '');
  return {
    main: String.raw`\documentclass[11pt,${PAPER[paper]}]{article}
${ENCODING}
\usepackage{mathpazo}
\usepackage[margin=1in]{geometry}
\usepackage[LabelsAligned]{currvita}
\pagestyle{empty}
\renewcommand{\today}{}
\begin{document}
\raggedright ${NO_HYPHENATION}
\begin{cv}{${tex(p.name)}}
${lines(tex(p.label), ...contactList(p).map(tex))}\par\medskip
${p.summary ? `${tex(p.summary)}\\par` : ''}
${list(
  'Employment',
  p.work.map(
    (r) =>
      `\\item[${range(r, style)}] \\textbf{${tex(r.company)}}${r.location ? `, ${tex(r.location)}` : ''}\\newline \\textit{${tex(r.position)}}${r.summary ? `\\newline ${tex(r.summary)}` : ''}${r.highlights.map((h) => `\\newline\\textbullet{} ${tex(h)}`).join('')}`,
  ),
)}
${list(
  'Education',
  p.education.map((e) => `\\item[${range(e, style)}] \\textbf{${tex(e.institution)}}\\newline ${tex(degreeLine(e))}${e.score ? `, ${tex(e.score)}` : ''}`),
)}
${list(
  'Skills',
  skillLines(p).map((s) => `\\item ${s}`),
)}
${p.languages.length ? list('Languages', [`\\item ${languageLine(p)}`]) : ''}
${extras(p)
  .map((s) =>
    list(
      s.title,
      s.items.map(
        (i) =>
          `\\item[${i.date ? range({ startDate: i.date, endDate: '' }, style) : ''}] ${itemHead({ ...i, date: '' }, style, false)}${i.summary ? `\\newline ${tex(i.summary)}` : ''}`,
      ),
    ),
  )
  .join('\n')}
\end{cv}
\end{document}
`,
  };
};

/** KOMA-Script scrartcl: sans headings, and a one-line role header "Title, Company — dates". */
const komaOneLine: Builder = (p, paper) => {
  const style: RangeStyle = { date: 'month-yyyy', separator: ' – ', present: 'Current' };
  return {
    main: String.raw`\documentclass[paper=${paper === 'a4' ? 'a4' : 'letter'},fontsize=10pt,parskip=half]{scrartcl}
${ENCODING}
\usepackage{lmodern}
\usepackage[margin=2cm]{geometry}
\usepackage{enumitem}
\setlist[itemize]{noitemsep,topsep=2pt}
\setkomafont{section}{\sffamily\large\bfseries\MakeUppercase}
\RedeclareSectionCommand[beforeskip=8pt,afterskip=3pt]{section}
\pagestyle{empty}
\begin{document}
\raggedright ${NO_HYPHENATION}
{\sffamily\huge ${tex(p.name)}}${p.label ? ` \\hfill {\\sffamily\\large ${tex(p.label)}}` : ''}

${texJoin(contactList(p), ' \\textbullet{} ')}
${p.summary ? `\\addsec{Professional Summary}\n${tex(p.summary)}` : ''}
${p.work.length ? `\\addsec{Employment History}\n${p.work.map((r) => [`\\textbf{${tex(r.position)}}, ${texJoin([r.company, r.location], ', ')} \\textemdash{} ${range(r, style)}`, r.summary ? `\\newline\n${tex(r.summary)}` : '', r.highlights.length ? `\n${itemize(r.highlights)}` : ''].join('')).join('\n\n')}` : ''}
${p.education.length ? `\\addsec{Education}\n${p.education.map((e) => `\\textbf{${tex(degreeLine(e) || e.institution)}}${degreeLine(e) ? `, ${tex(e.institution)}` : ''} \\textemdash{} ${range(e, style)}${e.score ? `; ${tex(e.score)}` : ''}`).join('\n\n')}` : ''}
${p.skills.length ? `\\addsec{Skills}\n\\begin{description}[noitemsep]\n${p.skills.map((s) => `\\item[${tex(s.name)}] ${texJoin(s.keywords, ', ')}`).join('\n')}\n\\end{description}` : ''}
${extras(p)
  .map((s) => `\\addsec{${s.title}}\n${s.items.map((i) => `${itemHead(i, style)}${itemBody(i) ? `\\newline ${itemBody(i)}` : ''}`).join('\n\n')}`)
  .join('\n')}
${p.languages.length ? `\\addsec{Languages}\n${languageLine(p)}` : ''}
\end{document}
`,
  };
};

/** memoir: company first, every role at one employer listed under it with its own dates. */
const memoirByEmployer: Builder = (p, paper) => {
  const style: RangeStyle = { date: 'mon-yyyy', separator: ' – ', present: 'Present' };
  const employers = groupByEmployer(p.work).map((g) =>
    [
      `{\\large\\bfseries ${tex(g.company)}}${g.location ? ` \\hfill ${tex(g.location)}` : ''}\\par`,
      ...g.roles.map((r) =>
        [`\\textit{${tex(r.position)}} \\hfill ${range(r, style)}\\par`, r.summary ? `${tex(r.summary)}\\par` : '', itemize(r.highlights), '\\smallskip']
          .filter(Boolean)
          .join('\n'),
      ),
      '\\medskip',
    ].join('\n'),
  );
  return {
    main: String.raw`\documentclass[11pt,${PAPER[paper]},article,oneside]{memoir}
${ENCODING}
\usepackage{lmodern}
\setlrmarginsandblock{0.8in}{0.8in}{*}
\setulmarginsandblock{0.7in}{0.7in}{*}
\checkandfixthelayout
\setsecnumdepth{none}
\setsecheadstyle{\large\scshape\raggedright}
\setbeforesecskip{10pt}
\setaftersecskip{4pt}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\begin{document}
\raggedright ${NO_HYPHENATION}
\tightlists
{\centering {\Huge\scshape ${tex(p.name)}}\par\smallskip ${p.label ? `${tex(p.label)}\\par` : ''} ${texJoin(contactList(p), ' \\textbar{} ')}\par}
${p.summary ? `\\section{Summary}\n${tex(p.summary)}` : ''}
${p.work.length ? `\\section{Experience}\n${employers.join('\n')}` : ''}
${p.education.length ? `\\section{Education}\n${p.education.map((e) => `\\textbf{${tex(e.institution)}} \\hfill ${range(e, style)}\\par ${tex(degreeLine(e))}${e.score ? ` -- ${tex(e.score)}` : ''}\\par\\smallskip`).join('\n')}` : ''}
${p.skills.length ? `\\section{Skills}\n${lines(...skillLines(p))}` : ''}
${p.languages.length ? `\\section{Languages}\n${languageLine(p)}` : ''}
${extras(p)
  .map((s) => `\\section{${s.title}}\n${s.items.map((i) => `${itemHead(i, style)}\\par ${itemBody(i)}\\par\\smallskip`).join('\n')}`)
  .join('\n')}
\end{document}
`,
  };
};

/** res.cls-style: section headings hanging in a wide left margin, dates inline after the employer. */
const marginHeadings: Builder = (p, paper) => {
  const style: RangeStyle = { date: 'month-yyyy', separator: ' to ', present: 'Present' };
  return {
    main: String.raw`\documentclass[10pt,${PAPER[paper]}]{article}
${ENCODING}
\usepackage{mathptmx}
\usepackage[left=2.2in,right=0.8in,top=0.8in,bottom=0.8in]{geometry}
\usepackage{titlesec,enumitem}
\titleformat{\section}[leftmargin]{\normalfont\bfseries\filleft}{}{0pt}{}
\titlespacing*{\section}{1.5in}{*1.5}{0.25in}
\setlist[itemize]{nosep,leftmargin=1.2em,label=\textendash}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\begin{document}
\raggedright ${NO_HYPHENATION}
\hspace*{-1.5in}\parbox{\dimexpr\linewidth+1.5in}{{\Large\bfseries ${tex(p.name)}}\par ${lines(tex(p.label), texJoin(contactList(p), ', '))}}\par\bigskip
${p.summary ? `\\section{Summary}\n${tex(p.summary)}\\par` : ''}
${p.work.length ? `\\section{Experience}\n${p.work.map((r) => [`\\textbf{${tex(r.position)}}\\par`, `${texJoin([r.company, r.location], ', ')}, ${range(r, style)}\\par`, r.summary ? `${tex(r.summary)}\\par` : '', itemize(r.highlights), '\\medskip'].filter(Boolean).join('\n')).join('\n')}` : ''}
${p.education.length ? `\\section{Education}\n${p.education.map((e) => `${lines(`\\textbf{${tex(degreeLine(e) || e.institution)}}`, [degreeLine(e) ? tex(e.institution) : '', range(e, style)].filter(Boolean).join(', '), tex(e.score))}\\par\\smallskip`).join('\n')}` : ''}
${p.skills.length ? `\\section{Skills}\n${lines(...skillLines(p))}\\par` : ''}
${extras(p)
  .map((s) => `\\section{${s.title}}\n${s.items.map((i) => `${itemHead(i, style)}\\par ${itemBody(i)}\\par\\smallskip`).join('\n')}`)
  .join('\n')}
${p.languages.length ? `\\section{Languages}\n${languageLine(p)}\\par` : ''}
\end{document}
`,
  };
};

function latexDesign(name: string, source: string, build: Builder): Design {
  const id = `latex:${name}`;
  return {
    id,
    family: 'latex',
    formats: ['pdf'],
    source,
    async render(resume: JsonResume, options: RenderOptions): Promise<Buffer> {
      if (options.format !== 'pdf') throw new Error(`${id} writes PDF only, not ${options.format}`);
      const { main, files } = build(printable(resume), options.pageSize);
      return compileLatex(id, main, options.workDir, files);
    },
  };
}

export const latexDesigns: Design[] = [
  latexDesign('article-titlesec', 'texlive article + titlesec + enumitem (lmodern)', articleTitlesec),
  latexDesign('article-tabularx', 'texlive article + tabularx date column (helvet)', articleTabularx),
  latexDesign('paracol-sidebar', 'texlive article + paracol two columns (charter)', paracolSidebar),
  latexDesign('curve', 'texlive curve class (rubric files)', curveClass),
  latexDesign('europecv', 'texlive europecv class (Europass)', europecvClass),
  latexDesign('simplecv', 'texlive simplecv class (mathptmx)', simplecvClass),
  latexDesign('currvita', 'texlive article + currvita package (mathpazo)', currvitaPackage),
  latexDesign('koma-oneline', 'texlive KOMA-Script scrartcl, one-line role headers', komaOneLine),
  latexDesign('memoir-by-employer', 'texlive memoir class, roles grouped under each employer', memoirByEmployer),
  latexDesign('article-margin-headings', 'texlive article + titlesec leftmargin headings (res.cls style, mathptmx)', marginHeadings),
];
