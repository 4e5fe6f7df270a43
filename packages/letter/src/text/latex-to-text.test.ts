import { describe, expect, it } from 'vitest';
import { composeLetter } from '../compose/compose-letter.ts';
import { readResumeFacts } from '../facts/read-resume-facts.ts';
import { isLatexSource, latexToText } from './latex-to-text.ts';

/** A resume in the LaTeX of a common Overleaf template, as a person pastes its source. */
const source = String.raw`\documentclass[letterpaper,11pt]{article}
\newcommand{\resumeItem}[1]{\item\small{{#1 \vspace{-2pt}}}}
%-------------------------------------------
\begin{document}
\begin{center}
    \textbf{\Huge \scshape Dana Whitfield} \\ \vspace{1pt}
    \small +1 555 0100 $|$ \href{mailto:dana@example.com}{\underline{dana@example.com}}
\end{center}

%-----------EXPERIENCE-----------
\section{Experience}
  \resumeSubHeadingListStart
    \resumeSubheading
      {BuildMyWealth}{Jan. 2022 -- Present}
      {Lead Mobile Developer \& Co-Founder}{Remote, Las Piñas, PH}
      \resumeItemListStart
        \resumeItem{Led mobile development using \textbf{React Native} and \textbf{Expo} for 40\% of users}
      \resumeItemListEnd
  \resumeSubHeadingListEnd

\section{Technical Skills}
 \begin{itemize}[leftmargin=0.15in, label={}]
    \small{\item{
     \textbf{Languages}{: TypeScript, Python} \\
    }}
 \end{itemize}
\end{document}`;

describe('latexToText', () => {
  it('writes a LaTeX resume out as the text its template prints', () => {
    expect(isLatexSource(source)).toBe(true);
    expect(latexToText(source)).toBe(
      [
        'Dana Whitfield',
        '',
        '+1 555 0100 | dana@example.com',
        '',
        'Experience',
        '',
        'BuildMyWealth | Jan. 2022 – Present',
        'Lead Mobile Developer & Co-Founder | Remote, Las Piñas, PH',
        '',
        '• Led mobile development using React Native and Expo for 40% of users',
        '',
        'Technical Skills',
        '',
        '• Languages: TypeScript, Python',
      ].join('\n'),
    );
  });

  it('leaves a resume that only mentions LaTeX as it is', () => {
    expect(isLatexSource('Skills: LaTeX, \\textbf in reports, Python')).toBe(false);
  });

  it('gives the fact sheet the job the source names', () => {
    // Before, a held-out letter read "I currently work as a {Lead Mobile Developer \& Co-Founder}{Remote at Las Piñas,
    // ...".
    const facts = readResumeFacts(source);
    expect(facts.name).toBe('Dana Whitfield');
    expect(facts.roles.map((role) => [role.title, role.employer])).toEqual([
      ['Lead Mobile Developer & Co-Founder', 'BuildMyWealth'],
    ]);
  });
});

/** A CV in moderncv, whose preamble names the person and whose entries are "\cventry{years}{post}{employer}{town}". */
const moderncv = String.raw`\documentclass[a4paper]{moderncv}
\moderncvtheme[blue]{classic}
\firstname{Jonas}
\familyname{Albrecht}
\title{Lebenslauf}
\address{Lindenweg 3}{50667 Köln}{Deutschland}
\mobile{+49 151 2345678}
\email{jonas.albrecht@example.de}
\begin{document}
\maketitle
\section{Arbeitserfahrung}
\cventry{2019}{Praktikum in der Wohngruppe}{Jugendhilfe Rheinland e.V.}{Köln}{}{
Begleitung von Jugendlichen im Alltag und bei Behördengängen}
\cventry{2017}{Praktikum als Praxishilfe}{Dr. Reinholz}{Köln}{}{
Empfang von Patienten}
\section{Sprachen}
\cvitem{Deutsch}{Muttersprache}
\cvitem{Englisch}{Fließend (C1)}
\cvitem{Spanisch}{Grundkenntnisse (A2)}
\end{document}`;

describe('latexToText: a moderncv CV', () => {
  it('prints the name and contacts the preamble sets, and each entry as a post’s header line', () => {
    const text = latexToText(moderncv);
    expect(text.split('\n').slice(0, 3)).toEqual([
      'Jonas Albrecht',
      'Lindenweg 3, 50667 Köln, Deutschland',
      '+49 151 2345678 | jonas.albrecht@example.de',
    ]);
    expect(text).toContain('Praktikum in der Wohngruppe | Jugendhilfe Rheinland e.V. | Köln | 2019');
  });

  it('gives the letter its signature, its contacts and each post’s employer', () => {
    const facts = readResumeFacts(moderncv);
    expect(facts.name).toBe('Jonas Albrecht');
    expect(facts.contacts.email).toBe('jonas.albrecht@example.de');
    expect(facts.roles.map((role) => [role.title, role.employer])).toEqual([
      ['Praktikum in der Wohngruppe', 'Jugendhilfe Rheinland e.V.'],
      ['Praktikum als Praxishilfe', 'Dr. Reinholz'],
    ]);
    const letter = composeLetter({
      resume: moderncv,
      jobDescription:
        'Pädagogische Fachkraft (m/w/d) für unsere Wohngruppe\n\nWir suchen Sie für die Betreuung von Jugendlichen. Sie sprechen Englisch.',
    }).text;
    expect(letter).toMatch(/Jonas Albrecht$/u);
    expect(letter).not.toMatch(/fließend Englisch und Spanisch/u);
  });
});

describe('latexToText: a German CV set in tables, its umlauts written as commands', () => {
  const source = String.raw`\documentclass{article}
\begin{document}
\section*{Lebenslauf}
\subsection*{Pers\"onliche Daten}
\begin{tabular}{lp{15cm}}
Name: 		& J\"org Teichmann\\
E-Mail:  	& joerg@example.de \\
\end{tabular}
\subsection*{Beruflicher Werdegang}
\begin{tabular}{cp{15cm}}
seit 6/2015 			& 	Bengard Personal-Service e.K., Niederlassung Dresden\\
	    				& 	\it{Helfer Lagerlogistik, Stra\ss{}enbau, Reinigung}\\
3 - 4/2014		& Fa. Uwe Habel GbR, Bautzen\\
				& \it{Abbruch- und Entkernungsarbeiten}\\
6/2002 - 5/2013	& Ingenieurb\"uro Teichmann, Dresden\\
\end{tabular}
\subsection*{Sprachen}
  \begin{itemize}
    \item{Englisch (verhandlungssicher)}
    \item{Russisch (fortgeschritten)}
  \end{itemize}
\end{document}`;

  it('writes each letter with its accent, a label beside its value, and each entry’s rows as one line parted by bars', () => {
    const text = latexToText(source);
    expect(text).toContain('Persönliche Daten');
    expect(text).toContain('Name: Jörg Teichmann');
    expect(text).toContain(
      'seit 6/2015 | Bengard Personal-Service e.K., Niederlassung Dresden | Helfer Lagerlogistik, Straßenbau, Reinigung',
    );
    expect(text).toContain('Ingenieurbüro Teichmann');
    expect(text).not.toMatch(/&|\\/u);
  });

  it('gives the reader each job with its employer and post', () => {
    const facts = readResumeFacts(source);
    expect(facts.name).toBe('Jörg Teichmann');
    expect(facts.roles[0]).toMatchObject({
      employer: 'Bengard Personal-Service e.K.',
      title: 'Helfer Lagerlogistik, Straßenbau, Reinigung',
      period: { start: '6/2015', current: true },
    });
  });
});

// The LaTeX pandoc writes for an academic's CV kept in R Markdown: the name and contacts set in the preamble by the
// template's own commands, each heading behind an anchor, each entry a table row whose second cell is a box.
const pandocCv = String.raw`\documentclass[10pt,a4paper]{article}
\def\name#1{\def\@name{#1}}
\def\info#1{\def\@info{#1}}
\name{Matthias Grenié}
\info{%
\faIcon{phone-alt} & +49 341 9733176\\%
\faIcon{envelope} & \href{mailto:matthias@example.com}{matthias@example.com}\\%
}
\begin{document}
\maketitle

\hypertarget{academic-experience}{%
\section{Academic Experience}\label{academic-experience}}

\begin{longtable}{@{\extracolsep{\fill}}ll}
Oct. 2020-present & \parbox[t]{0.85\textwidth}{%
\textbf{Postdoctoral Researcher}\hfill{\footnotesize German Center for Integrative Biodiversity Research (iDiv)}\newline
  Leipzig, Germany\par%
  \vspace{0.1cm}\begin{minipage}{0.7\textwidth}%
\begin{itemize}%
\item Supervised by \textbf{Dr. Marten Winter} on the functional biogeography of alien plants%
\end{itemize}%
\end{minipage}%
\vspace{\parsep}}\\
2016-2020 & \parbox[t]{0.85\textwidth}{%
\textbf{PhD Student}\hfill{\footnotesize Univ. Montpellier / CEFE}\newline
  Montpellier, France\par%
  \empty%
\vspace{\parsep}}\\
\end{longtable}

\hypertarget{funding}{%
\section{Funding}\label{funding}}

\begin{longtable}{@{\extracolsep{\fill}}ll}
2023-now & \parbox[t]{0.85\textwidth}{%
\textbf{Funded Project}\hfill{\footnotesize Flexpool (internal iDiv) 10k€}\par%
\vspace{\parsep}}\\
\end{longtable}

\hypertarget{selected-publications}{%
\section{Selected Publications}\label{selected-publications}}

\leavevmode\vadjust pre{\hypertarget{ref-Loiseau_Global_2020}{}}%
Loiseau, N., Grenié, M. (2020). Global Distribution of Rare Species. Nature Communications.
\end{document}`;

describe('latexToText: an academic CV pandoc wrote', () => {
  it('prints the name and contacts the preamble sets, each row’s parts with its items under it, and no anchor or width', () => {
    const text = latexToText(pandocCv);
    expect(text.split('\n').slice(0, 3)).toEqual(['Matthias Grenié', '+49 341 9733176', 'matthias@example.com']);
    expect(text).toContain(
      'Oct. 2020-present | Postdoctoral Researcher | German Center for Integrative Biodiversity Research (iDiv) | Leipzig, Germany\n• Supervised by Dr. Marten Winter on the functional biogeography of alien plants',
    );
    expect(text).not.toMatch(/academic-experience|ref-Loiseau|0\.85|0\.7|\bpre\b|%/u);
  });

  it('gives the facts of its posts, never a grant as a job, and a letter that tells the research', () => {
    const facts = readResumeFacts(pandocCv);
    expect(facts.name).toBe('Matthias Grenié');
    expect(facts.roles.map((role) => [role.title, role.employer])).toEqual([
      ['Postdoctoral Researcher', 'German Center for Integrative Biodiversity Research'],
      ['PhD Student', 'Univ. Montpellier / CEFE'],
    ]);
    const { text } = composeLetter({
      resume: pandocCv,
      jobDescription:
        'Postdoctoral researcher in biodiversity modelling\n\nWe seek a postdoctoral researcher to work on biodiversity and ecosystem models.',
    });
    expect(text).toMatch(/I work on the functional biogeography of alien plants, supervised by Dr\. Marten Winter/u);
    expect(text).not.toMatch(/I have supervised by|Funded Project/u);
  });
});

describe('isLatexSource: Markdown written for a LaTeX template', () => {
  it('reads a resume whose Markdown keeps its layout commands as LaTeX, so the name is read and no command printed', () => {
    const resume = [
      String.raw`\begin{center} {\LARGE\bfseries KAREN SCHMALBACH}`,
      '',
      String.raw`\vspace{8pt}`,
      '',
      String.raw`Medellín, Antioquia, Colombia\ Tel: +57 301 000 0000`,
      '',
      String.raw`\vspace{6pt} \noindent\rule{\textwidth}{0.4pt} \end{center}`,
      '',
      'Experiencia Profesional',
      'Analista Contable RTR',
      'Accenture — Remoto/Colombia',
      '2024',
      '',
      '- Realicé conciliaciones en cuentas nacionales e internacionales',
    ].join('\n');
    expect(isLatexSource(resume)).toBe(true);
    const facts = readResumeFacts(resume);
    expect(facts.name).toBe('Karen Schmalbach');
    expect(facts.roles[0]).toMatchObject({ employer: 'Accenture', title: 'Analista Contable RTR' });
    expect(isLatexSource('Built a parser for \\n escapes and \\t tabs')).toBe(false);
  });
});
