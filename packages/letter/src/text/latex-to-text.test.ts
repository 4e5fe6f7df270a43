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
