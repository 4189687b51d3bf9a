import { useState, type FormEvent } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { handOverPrerender } from './hand-over';
import { clearPrerenderedPage, servePrerenderedPage } from '../../testing/prerendered-page';

/** A sign-in form as the live page has it: React-controlled inputs, the button enabled only once both are filled. */
function LiveSignIn({ onSignIn }: { onSignIn: (fields: { email: string; password: string; remember: boolean }) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSignIn({ email, password, remember });
  };
  return (
    <form onSubmit={submit} aria-label="Sign in">
      <input id="signin-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input id="signin-password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      <button type="submit" disabled={email === '' || password === ''}>
        Sign In
      </button>
    </form>
  );
}

/** The sign-in page as prerendered (the same markup), with what the visitor typed before the app was there. */
function servePage(pending: number) {
  const root = servePrerenderedPage(
    'landing',
    '<button type="button">Start Free Trial</button><form aria-label="Sign in"><input id="signin-email" type="email"><input id="signin-password" type="password"><input type="checkbox"><button type="submit">Sign In</button></form>',
    pending,
  );
  (document.querySelector('#ontrack-prerender #signin-email') as HTMLInputElement).value = 'ann@example.com';
  (document.querySelector('#ontrack-prerender #signin-password') as HTMLInputElement).value = 'correct horse 42';
  (document.querySelector('#ontrack-prerender input[type="checkbox"]') as HTMLInputElement).checked = true;
  return root;
}

afterEach(clearPrerenderedPage);

describe('handing over a prerendered form', () => {
  it('types what the visitor typed into the live inputs, so a press carried over signs in with it', async () => {
    const root = servePage(1);
    const onSignIn = jest.fn();
    render(<LiveSignIn onSignIn={onSignIn} />, { container: root });
    await act(async () => handOverPrerender(root));
    await waitFor(() => expect(onSignIn).toHaveBeenCalledTimes(1));
    expect(onSignIn).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'correct horse 42', remember: true });
    expect(root.querySelector<HTMLInputElement>('#signin-email')!.value).toBe('ann@example.com');
  });

  it('keeps what was typed without pressing anything when nothing was pressed', async () => {
    const root = servePage(-1);
    const onSignIn = jest.fn();
    render(<LiveSignIn onSignIn={onSignIn} />, { container: root });
    await act(async () => handOverPrerender(root));
    await waitFor(() => expect(root.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false));
    expect(root.querySelector<HTMLInputElement>('#signin-password')!.value).toBe('correct horse 42');
    expect(root.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
    expect(onSignIn).not.toHaveBeenCalled();
  });
});
