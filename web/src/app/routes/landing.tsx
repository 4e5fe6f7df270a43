import { ExampleLetter } from '../../features/landing/components/example-letter.tsx';
import { FeatureList } from '../../features/landing/components/feature-list.tsx';
import { Hero } from '../../features/landing/components/hero.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function LandingRoute() {
  useDocumentTitle();
  return (
    <div className="container landing">
      <Hero />
      <FeatureList />
      <ExampleLetter />
    </div>
  );
}
