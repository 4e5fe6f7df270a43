import { FeatureList } from '../../features/landing/components/feature-list.tsx';
import { Hero } from '../../features/landing/components/hero.tsx';

export function LandingRoute() {
  return (
    <div className="container landing">
      <Hero />
      <FeatureList />
    </div>
  );
}
