import { Link } from 'react-router';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <h1 id="hero-heading">Generate Professional Cover Letters</h1>
      <p className="hero-tagline">
        AI-powered cover letters tailored to each job. Fast, customizable, and ready to get you noticed.
      </p>
      <div className="hero-actions">
        <Link className="button button-primary button-large" to="/login">
          Login
        </Link>
        <Link className="button button-secondary button-large" to="/signup">
          Sign Up
        </Link>
      </div>
    </section>
  );
}
