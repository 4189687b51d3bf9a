import { handOverPrerender } from './hand-over';
import type { WindowWithPrerender } from './boot-state';

/** The page as the server sends it to a visitor without a session, and the live landing the app rendered into #root. */
function page(pending = -1) {
  document.body.innerHTML =
    '<div id="root" hidden><div class="landing"><a href="#features">Features</a><button>Sign In</button><button>Start Free Trial</button></div></div>' +
    '<div id="ontrack-prerender"><div class="landing"><a href="#features">Features</a><button>Sign In</button><button>Start Free Trial</button></div></div>';
  (window as WindowWithPrerender).__ontrackPrerender = { started: true, pending };
  const root = document.getElementById('root')!;
  const [, liveSignIn, liveTrial] = Array.from(root.querySelectorAll<HTMLElement>('a, button'));
  const prerendered = Array.from(document.getElementById('ontrack-prerender')!.querySelectorAll<HTMLElement>('a, button'));
  return { root, liveSignIn, liveTrial, prerendered };
}

afterEach(() => {
  delete (window as WindowWithPrerender).__ontrackPrerender;
  document.body.innerHTML = '';
});

describe('handing the prerendered landing over to the live one', () => {
  it('removes the prerender and shows #root', () => {
    const { root } = page();
    handOverPrerender(root);
    expect(document.getElementById('ontrack-prerender')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('presses again on the live page the button pressed while the app loaded', () => {
    const { root, liveSignIn, liveTrial } = page(1);
    const trial = jest.fn();
    const signIn = jest.fn();
    liveTrial.addEventListener('click', trial);
    liveSignIn.addEventListener('click', signIn);
    handOverPrerender(root);
    expect(trial).toHaveBeenCalledTimes(1);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('moves the focus to the same control on the live page', () => {
    const { root, liveSignIn, prerendered } = page();
    prerendered[1].focus();
    handOverPrerender(root);
    expect(document.activeElement).toBe(liveSignIn);
  });

  it('off the landing, the prerender simply goes and nothing is pressed', () => {
    const { root, liveTrial } = page(1);
    const trial = jest.fn();
    liveTrial.addEventListener('click', trial);
    handOverPrerender(null);
    expect(document.getElementById('ontrack-prerender')).toBeNull();
    expect(root.hidden).toBe(false);
    expect(trial).not.toHaveBeenCalled();
  });

  it('does nothing on a page that came without a prerender', () => {
    document.body.innerHTML = '<div id="root"><button>Start Free Trial</button></div>';
    const click = jest.fn();
    document.querySelector('button')!.addEventListener('click', click);
    handOverPrerender(document.getElementById('root'));
    expect(click).not.toHaveBeenCalled();
    expect(document.getElementById('root')).not.toBeNull();
  });

  it('finds the pressed control by its name where the live page has more controls than the prerendered one', () => {
    // A dashboard's first view shows its previews loading; the live one has their buttons too.
    document.body.innerHTML =
      '<div id="root" hidden><button>Open goals</button><button aria-label="Upload Data">+</button><button>Upload Data</button><button>Logout</button></div>' +
      '<div id="ontrack-prerender" data-prerender="main"><button aria-label="Upload Data">+</button><button>Upload Data</button><button>Logout</button></div>';
    (window as WindowWithPrerender).__ontrackPrerender = { started: true, pending: 1 };
    const root = document.getElementById('root')!;
    const [openGoals, uploadIcon, upload, logout] = Array.from(root.querySelectorAll('button'));
    const pressed = jest.fn();
    for (const button of [openGoals, uploadIcon, upload, logout]) button.addEventListener('click', () => pressed(button));
    handOverPrerender(root);
    expect(pressed.mock.calls).toEqual([[upload]]);
  });

  it('presses nothing when the pressed control has no counterpart on the live page', () => {
    document.body.innerHTML =
      '<div id="root" hidden><button>Upload Data</button></div>' +
      '<div id="ontrack-prerender" data-prerender="main"><button>Retry</button><button>Upload Data</button></div>';
    (window as WindowWithPrerender).__ontrackPrerender = { started: true, pending: 0 };
    const root = document.getElementById('root')!;
    const upload = jest.fn();
    root.querySelector('button')!.addEventListener('click', upload);
    handOverPrerender(root);
    expect(upload).not.toHaveBeenCalled();
    expect(document.getElementById('ontrack-prerender')).toBeNull();
  });
});
