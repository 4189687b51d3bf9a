import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Modal } from './Modal';

function renderModal({ busy = false, onClose = jest.fn() }: { busy?: boolean; onClose?: jest.Mock } = {}) {
  const view = render(
    <Modal title="Edit Goal" onClose={onClose} busy={busy}>
      <label htmlFor="goal-name">Name</label>
      <input id="goal-name" />
      <button type="button">Save</button>
    </Modal>,
  );
  return { ...view, onClose };
}

afterEach(() => {
  document.body.style.overflow = '';
});

describe('Modal', () => {
  it('is a dialog named by its title', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Edit Goal' })).toHaveAttribute('aria-modal', 'true');
  });

  it('closes on Escape', async () => {
    const { onClose } = renderModal();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('opened from another dialog, takes Escape and Tab alone, then gives them back', async () => {
    const outerClose = jest.fn();
    const innerClose = jest.fn();
    const outer = (inner: boolean) => (
      <Modal title="Wizard" onClose={outerClose}>
        <button type="button">Outer button</button>
        {inner && (
          <Modal title="Adjust" onClose={innerClose}>
            <button type="button">Inner one</button>
            <button type="button">Inner two</button>
          </Modal>
        )}
      </Modal>
    );
    const view = render(outer(false));
    view.rerender(outer(true));
    const adjust = screen.getByRole('dialog', { name: 'Adjust' });
    expect(adjust).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    // Close (×), Inner one, Inner two, and round again: never out to the outer dialog.
    expect(adjust).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
    view.rerender(outer(false));
    await userEvent.keyboard('{Escape}');
    expect(outerClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click on the backdrop, but not on a click inside the dialog', async () => {
    const { onClose } = renderModal();
    await userEvent.click(screen.getByRole('dialog'));
    await userEvent.click(screen.getByLabelText('Name'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with the × button', async () => {
    const { onClose } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores Escape, the backdrop and × while busy', async () => {
    const { onClose, rerender } = renderModal({ busy: true });
    await userEvent.keyboard('{Escape}');
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();

    // Once the request is over it closes again.
    rerender(
      <Modal title="Edit Goal" onClose={onClose} busy={false}>
        <input aria-label="Name" />
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('hides body overflow while open and restores it on unmount', () => {
    document.body.style.overflow = 'scroll';
    const { unmount } = renderModal();
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('moves focus into the dialog and gives it back on close', () => {
    const opener = document.createElement('button');
    opener.textContent = 'Open';
    document.body.appendChild(opener);
    opener.focus();

    const { unmount } = renderModal();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // The first focusable element is the close button of the header.
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('focuses the dialog itself when nothing inside can take focus (close button disabled while busy)', () => {
    render(
      <Modal title="Working" onClose={jest.fn()} busy>
        <p>Please wait</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('keeps Tab focus inside the dialog', async () => {
    renderModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('kept hidden in the page: not shown, and neither takes focus, Escape nor the page scroll until shown', async () => {
    const onClose = jest.fn();
    const page = (hidden: boolean) => (
      <>
        <button type="button" data-opens-dialog="sign-up">
          Start
        </button>
        <Modal title="Sign up" id="sign-up" hidden={hidden} onClose={onClose}>
          <input aria-label="Email" />
        </Modal>
      </>
    );
    const { rerender } = render(page(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.getElementById('sign-up')).toHaveAttribute('hidden');
    expect(document.body.style.overflow).toBe('');
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    // Shown and typed into by the first view's boot script before the app: the focus stays in the field.
    document.getElementById('sign-up')!.hidden = false;
    screen.getByRole('textbox', { name: 'Email' }).focus();
    rerender(page(false));
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    // Closed, the focus goes back to the button that opens it.
    rerender(page(true));
    expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it("shown the app's way, moves the focus into itself", () => {
    const view = (hidden: boolean) => (
      <Modal title="Sign up" id="sign-up" hidden={hidden} onClose={jest.fn()}>
        <input aria-label="Email" />
      </Modal>
    );
    const { rerender } = render(view(true));
    rerender(view(false));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it("leaves the focus where its content puts it in an effect of its own (a step's title), and gives it back to the opener", () => {
    function Step() {
      const heading = useRef<HTMLHeadingElement>(null);
      useEffect(() => heading.current?.focus(), []);
      return (
        <h3 ref={heading} tabIndex={-1}>
          Upload Data
        </h3>
      );
    }
    const page = (open: boolean) => (
      <>
        <button type="button">Upload</button>
        {open && (
          <Modal title="Wizard" onClose={jest.fn()}>
            <Step />
          </Modal>
        )}
      </>
    );
    const { rerender } = render(page(false));
    screen.getByRole('button', { name: 'Upload' }).focus();
    rerender(page(true));
    expect(screen.getByRole('heading', { name: 'Upload Data' })).toHaveFocus();
    rerender(page(false));
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveFocus();
  });

  it('without an id, takes no button of the page for its opener (one with an empty data-opens-dialog included)', () => {
    function Field() {
      const field = useRef<HTMLInputElement>(null);
      // Focused before the dialog's own layout effect, as a first view's field typed into already is.
      useLayoutEffect(() => field.current?.focus(), []);
      return <input ref={field} aria-label="Name" />;
    }
    const page = (open: boolean) => (
      <>
        <button type="button" data-opens-dialog="">
          Other
        </button>
        {open && (
          <Modal title="Rename" onClose={jest.fn()}>
            <Field />
          </Modal>
        )}
      </>
    );
    const { rerender } = render(page(false));
    rerender(page(true));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    rerender(page(false));
    expect(screen.getByRole('button', { name: 'Other' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });
});
