import { exampleLetter } from 'virtual:example-letter';

/** A real letter from the built-in writer, so a visitor sees what the product makes before signing up. */
export function ExampleLetter() {
  const target = [exampleLetter.role, exampleLetter.company].filter(Boolean).join(' at ');
  return (
    <section className="example-letter" aria-labelledby="example-letter-heading">
      <h2 id="example-letter-heading">An example letter</h2>
      <p className="example-letter-intro">
        Written by the built-in writer from a sample resume and a job ad{target ? ` for ${target}` : ''}: every claim
        comes from the resume, and no language model or API key is needed.
      </p>
      <div className="card letter-text example-letter-text">{exampleLetter.letter}</div>
    </section>
  );
}
