import { useEffect, useRef, useState } from 'react';
import { PricingGrid } from './PricingGrid';
import { SignUpModal } from './SignUpModal';
import { SignInForm } from './SignInForm';
import { ResetRequestModal } from './ResetRequestModal';

export type HeroMode = 'trial' | 'signin';

const FEATURES = [
  {
    title: 'Benchmark your finances',
    text: 'See income, expenses and savings over 12, 6 and 3 months, against the period before, from the spreadsheet you already keep.',
  },
  {
    title: 'Track savings goals',
    text: 'Know whether each goal is on track, when you will reach it, and what it takes to get back on track if not.',
  },
  { title: 'Monitor net worth', text: 'Record what you own and what you owe, and watch the difference grow over time.' },
];

const STEPS = [
  { title: 'Sign up', text: 'Start your 7-day free trial in under a minute. No credit card required.' },
  {
    title: 'Add your info',
    text: 'Upload your budget spreadsheet (Excel or CSV) or link a Google Sheet, and classify each category once.',
  },
  { title: 'Get insights', text: 'See where your money goes and whether you are on track, updated every time you upload.' },
];

/** The signed-out landing page. */
export function Landing({ initialMode = 'trial' }: { initialMode?: HeroMode }) {
  const [mode, setMode] = useState<HeroMode>(initialMode);
  const [signUpOpen, setSignUpOpen] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const heroCardRef = useRef<HTMLDivElement>(null);
  const switchedByUser = useRef(false);

  function switchTo(next: HeroMode) {
    switchedByUser.current = true;
    setMode(next);
  }

  useEffect(() => {
    if (!switchedByUser.current) return;
    // The button pressed may have gone with the card it was in: the focus moves to the first
    // control of the card now shown, where a keyboard user goes on (not back to the page top).
    heroCardRef.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [mode]);

  return (
    <div className="landing">
      <header className="landing-header">
        <span className="ot-brand">OnTrack</span>
        <nav aria-label="Landing">
          <a href="#features">Features</a>
          <a href="#pricing">Pricing</a>
          <button type="button" className="ot-button ot-button--secondary" onClick={() => switchTo('signin')}>
            Sign In
          </button>
        </nav>
      </header>

      {/* The one main landmark: everything after the header. */}
      <main>
        <section className="landing-hero">
          <div className="landing-hero__copy">
            <h1>Are your finances on track?</h1>
            <p>
              OnTrack reads the budget spreadsheet you already keep and shows where your money goes, how your savings goals are doing and
              what you are worth. It works with any Excel or CSV file and with the Wealth Whisperer, Zero-Based, 50/30/20 and Debt-Free Mom
              budgeting templates.
            </p>
          </div>
          <div className="ot-card landing-hero__card" ref={heroCardRef}>
            {mode === 'trial' ? (
              <div data-testid="trial-card">
                <h2>Start your 7-day free trial</h2>
                <p className="auth-muted">No credit card required. Cancel anytime.</p>
                <button type="button" className="ot-button ot-button--block" onClick={() => setSignUpOpen(true)}>
                  Start Free Trial
                </button>
                <p className="landing-toggle">
                  Already have an account?{' '}
                  <button type="button" className="ot-link-button" onClick={() => switchTo('signin')}>
                    Sign in here
                  </button>
                </p>
              </div>
            ) : (
              <div data-testid="signin-card">
                <h2>Welcome Back</h2>
                <SignInForm onForgotPassword={() => setResetOpen(true)} />
                <p className="landing-toggle">
                  New to OnTrack?{' '}
                  <button type="button" className="ot-link-button" onClick={() => switchTo('trial')}>
                    Start your 7-day free trial
                  </button>
                </p>
              </div>
            )}
          </div>
        </section>

        <section id="features" className="landing-section">
          <h2>Everything you need to know where you stand</h2>
          <div className="landing-columns">
            {FEATURES.map((feature) => (
              <article key={feature.title} className="ot-card">
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </article>
            ))}
          </div>
        </section>

        <section className="landing-section">
          <h2>Get Started in Minutes</h2>
          <ol className="landing-columns landing-steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="ot-card">
                <span className="landing-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section id="pricing" className="landing-section">
          <h2>Simple pricing</h2>
          <p className="auth-muted">Every plan starts with a 7-day free trial.</p>
          <PricingGrid />
        </section>

        <section className="landing-cta">
          <h2>Find out if you are on track today</h2>
          <p>Your first check-up takes a few minutes. No credit card required.</p>
          <button type="button" className="ot-button" onClick={() => setSignUpOpen(true)}>
            Start Your Free Trial
          </button>
        </section>
      </main>

      {signUpOpen && <SignUpModal onClose={() => setSignUpOpen(false)} />}
      {resetOpen && <ResetRequestModal onClose={() => setResetOpen(false)} />}
    </div>
  );
}
