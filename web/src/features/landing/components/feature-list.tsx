type Feature = { title: string; description: string; icon: string };

// docs/product.md#what-it-is: the four feature blurbs.
const features: Feature[] = [
  { title: 'Fast', description: 'A polished cover letter in seconds.', icon: 'M13 2 4 14h7l-1 8 9-12h-7z' },
  {
    title: 'Custom',
    description: 'Tailored to your resume and the job description.',
    icon: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  },
  {
    title: 'Industry-Specific',
    description: 'Optimized for your target field.',
    icon: 'M3 7h18v13H3zM8 7V4h8v3M3 12h18',
  },
  { title: 'Downloadable', description: 'Save letters instantly.', icon: 'M12 3v12m0 0-5-5m5 5 5-5M4 19h16' },
];

export function FeatureList() {
  return (
    <section className="features" aria-labelledby="features-heading">
      <h2 id="features-heading" className="visually-hidden">
        Features
      </h2>
      <ul className="feature-grid">
        {features.map((feature) => (
          <li key={feature.title} className="feature card">
            <svg className="feature-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={feature.icon} />
            </svg>
            <h3>{feature.title}</h3>
            <p>{feature.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
