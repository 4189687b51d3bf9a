import { useEffect, useRef, useState } from 'react';
import { PricingGrid } from './PricingGrid';
import { SIGN_UP_DIALOG_ID, SignUpModal } from './SignUpModal';
import { SignInForm } from './SignInForm';
import { ResetRequestModal } from './ResetRequestModal';
import { LanguageMenu } from './LanguageMenu';
import { useAuthTranslation } from '../../../i18n';

export type HeroMode = 'trial' | 'signin';

/** A button that opens the sign-up dialog says so, for assistive technology and for the boot script. */
const opensSignUp = { 'aria-haspopup': 'dialog', 'aria-controls': SIGN_UP_DIALOG_ID, 'data-opens-dialog': SIGN_UP_DIALOG_ID } as const;

/** The signed-out landing page. */
export function Landing({ initialMode = 'trial' }: { initialMode?: HeroMode }) {
  const { t } = useAuthTranslation();
  const features = [
    { title: t('landing.feature1Title'), text: t('landing.feature1') },
    { title: t('landing.feature2Title'), text: t('landing.feature2') },
    { title: t('landing.feature3Title'), text: t('landing.feature3') },
  ];
  const steps = [
    { title: t('landing.step1Title'), text: t('landing.step1') },
    { title: t('landing.step2Title'), text: t('landing.step2') },
    { title: t('landing.step3Title'), text: t('landing.step3') },
  ];
  const [mode, setMode] = useState<HeroMode>(initialMode);
  const [signUpOpen, setSignUpOpen] = useState(false);
  // A new sign-up dialog after each close: its fields start empty again.
  const [signUpKey, setSignUpKey] = useState(0);
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
        <nav aria-label={t('landing.nav')}>
          <a href="#features">{t('landing.features')}</a>
          <a href="#pricing">{t('landing.pricing')}</a>
          <LanguageMenu />
          <button type="button" className="ot-button ot-button--secondary" onClick={() => switchTo('signin')}>
            {t('landing.signIn')}
          </button>
        </nav>
      </header>

      {/* The one main landmark: everything after the header. */}
      <main>
        <section className="landing-hero">
          <div className="landing-hero__copy">
            <h1>{t('landing.title')}</h1>
            <p>{t('landing.intro')}</p>
          </div>
          <div className="ot-card landing-hero__card" ref={heroCardRef}>
            {mode === 'trial' ? (
              <div data-testid="trial-card">
                <h2>{t('landing.trialTitle')}</h2>
                <p className="auth-muted">{t('landing.noCard')}</p>
                <button type="button" className="ot-button ot-button--block" {...opensSignUp} onClick={() => setSignUpOpen(true)}>
                  {t('landing.startTrial')}
                </button>
                <p className="landing-toggle">
                  {t('landing.haveAccount')}{' '}
                  <button type="button" className="ot-link-button" onClick={() => switchTo('signin')}>
                    {t('landing.signInHere')}
                  </button>
                </p>
              </div>
            ) : (
              <div data-testid="signin-card">
                <h2>{t('landing.welcomeBack')}</h2>
                <SignInForm onForgotPassword={() => setResetOpen(true)} />
                <p className="landing-toggle">
                  {t('landing.newHere')}{' '}
                  <button type="button" className="ot-link-button" onClick={() => switchTo('trial')}>
                    {t('landing.startTrialLink')}
                  </button>
                </p>
              </div>
            )}
          </div>
        </section>

        <section id="features" className="landing-section">
          <h2>{t('landing.featuresTitle')}</h2>
          <div className="landing-columns">
            {features.map((feature) => (
              <article key={feature.title} className="ot-card">
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </article>
            ))}
          </div>
        </section>

        <section className="landing-section">
          <h2>{t('landing.stepsTitle')}</h2>
          <ol className="landing-columns landing-steps">
            {steps.map((step, index) => (
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
          <h2>{t('landing.pricingTitle')}</h2>
          <p className="auth-muted">{t('landing.pricingNote')}</p>
          <PricingGrid />
        </section>

        <section className="landing-cta">
          <h2>{t('landing.ctaTitle')}</h2>
          <p>{t('landing.cta')}</p>
          <button type="button" className="ot-button" {...opensSignUp} onClick={() => setSignUpOpen(true)}>
            {t('landing.ctaButton')}
          </button>
        </section>
      </main>

      {/* Kept in the page while closed: the first view's boot script shows it at once when pressed. */}
      <SignUpModal
        key={signUpKey}
        hidden={!signUpOpen}
        onClose={() => {
          setSignUpOpen(false);
          setSignUpKey((key) => key + 1);
        }}
      />
      {resetOpen && <ResetRequestModal onClose={() => setResetOpen(false)} />}
    </div>
  );
}
