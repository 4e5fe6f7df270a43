import { describe, expect, it } from 'vitest';
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
